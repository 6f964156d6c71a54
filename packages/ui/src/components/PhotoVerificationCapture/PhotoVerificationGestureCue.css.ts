import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    minWidth: 0,
    borderRadius: vars.radius.large,
    background: vars.color.accent.soft,
    color: vars.color.text.primary,
  },
  variants: {
    size: {
      large: { padding: `${vars.space.medium} ${vars.space.large}` },
      small: { gap: vars.space.small, padding: `${vars.space.small} ${vars.space.medium}` },
    },
  },
});

export const emoji = recipe({
  base: { flexShrink: 0, display: 'block' },
  variants: {
    size: { large: { width: '56px', height: '56px' }, small: { width: '32px', height: '32px' } },
  },
});

export const text = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const caption = style({
  fontSize: vars.fontSize.small,
  color: vars.color.text.secondary,
  lineHeight: vars.lineHeight.snug,
});

export const label = recipe({
  base: {
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      large: { fontSize: vars.fontSize.xlarge },
      small: { fontSize: vars.fontSize.medium },
    },
  },
});
