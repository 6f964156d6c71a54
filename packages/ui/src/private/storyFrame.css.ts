import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** A form's card in its stories: a surface with more room from 768 px. */
export const formFrame = style({
  background: vars.color.background.surface,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  margin: '0 auto',
  '@media': { [media.wide]: { padding: vars.space.xxlarge } },
});
