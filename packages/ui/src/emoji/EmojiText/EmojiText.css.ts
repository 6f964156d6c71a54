import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const emoji = style({
  display: 'inline-block',
  width: vars.size.emoji,
  height: vars.size.emoji,
  margin: '0 1px',
  // Sits on the text's baseline like a glyph.
  verticalAlign: '-0.3em',
});
