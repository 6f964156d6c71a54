import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' });

export const content = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.medium,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    clamped: {
      true: {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 4,
        overflow: 'hidden',
      },
      false: {},
    },
  },
});

export const showMore = style({
  padding: `${vars.space.xxsmall} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.text.link,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
