import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    position: 'relative',
    minWidth: 0,
    containerType: 'inline-size',
    background: vars.color.background.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.primary,
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: { '&:has(a:hover)': { borderColor: vars.color.border.strong } },
  },
  variants: {
    variant: {
      compact: { padding: vars.space.medium, borderRadius: vars.radius.large },
      large: {
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: vars.radius.xlarge,
        boxShadow: vars.shadow.small,
        selectors: { '&:has(a:hover)': { boxShadow: vars.shadow.medium } },
      },
    },
  },
});

export const cover = style({
  height: '104px',
  flexShrink: 0,
  background: `linear-gradient(135deg, ${vars.color.accent.soft} 0%, ${vars.color.gold.soft} 50%, ${vars.color.plum.soft} 100%)`,
});

export const coverImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const layout = recipe({
  variants: {
    variant: {
      compact: {
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        alignItems: 'center',
        columnGap: vars.space.medium,
        rowGap: vars.space.small,
      },
      large: {
        display: 'flex',
        flex: 1,
        flexDirection: 'column',
        alignItems: 'center',
        gap: vars.space.small,
        padding: `0 ${vars.space.large} ${vars.space.large}`,
        textAlign: 'center',
      },
    },
  },
});

export const avatar = recipe({
  variants: {
    variant: {
      compact: { alignSelf: 'start' },
      large: {
        marginTop: `calc(${vars.size.avatarXlarge} / -2)`,
        boxShadow: `0 0 0 4px ${vars.color.background.surface}`,
      },
    },
  },
});

export const body = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 },
  variants: { variant: { compact: {}, large: { alignItems: 'center', width: '100%', flex: 1 } } },
});

export const nameRow = recipe({
  base: {
    display: 'flex',
    // Tight on space, the badge moves under the name rather than cutting it short.
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space.xxsmall} ${vars.space.small}`,
    minWidth: 0,
    maxWidth: '100%',
  },
  variants: { variant: { compact: {}, large: { justifyContent: 'center' } } },
});

export const name = style({
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

/** The name's size, so the seal matches the letters it follows. */
export const verified = style({ fontSize: vars.fontSize.large });

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&:hover': { color: vars.color.accent.text },
  },
});

export const signature = recipe({
  base: {
    margin: 0,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    variant: {
      compact: { WebkitLineClamp: 1 },
      // Two lines kept even when shorter, so the tiles of a grid line up.
      large: { WebkitLineClamp: 2, minHeight: `calc(2em * ${vars.lineHeight.snug})` },
    },
  },
});

export const extra = style({ color: vars.color.text.secondary, fontSize: vars.fontSize.xsmall });
