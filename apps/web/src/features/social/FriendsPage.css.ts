import { vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const extra = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
});

/** The remark editor sits on the card above its profile link, so it stays clickable. */
export const remark = style({ position: 'relative', zIndex: 1 });
