import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'grid', gap: vars.space.small });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});
