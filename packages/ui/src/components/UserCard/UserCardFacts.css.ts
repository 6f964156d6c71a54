import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const meta = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space.xsmall} ${vars.space.medium}`,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.snug,
  },
  variants: { variant: { compact: {}, large: { justifyContent: 'center' } } },
});

export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const factIcon = style({ flexShrink: 0, fontSize: vars.size.iconSmall });
