import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Sized in em so it matches whatever name it follows, a list's 17 px or a profile's 24 px
 * heading; nudged down so it sits on the text's middle rather than its baseline.
 */
export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  verticalAlign: '-0.125em',
  color: vars.color.accent.solid,
});

export const seal = style({ display: 'block', width: '100%', height: '100%' });

export const check = style({ stroke: vars.color.accent.onSolid });
