import { media, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

/** The page column of the main layout, without the bars around it (they have their own stories). */
export const page = style({
  minHeight: '100dvh',
  background: `${vars.gradient.glow}, ${vars.color.background.page}`,
  padding: vars.space.medium,
  '@media': {
    [media.wide]: {
      padding: vars.space.xlarge,
      paddingInline: `max(${vars.space.xlarge}, calc((100% - 820px) / 2))`,
    },
  },
});
