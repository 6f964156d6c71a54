import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const grid = recipe({
  base: { display: 'grid', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    layout: {
      one: { gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: '360px' },
      two: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxWidth: '320px' },
      three: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', maxWidth: '420px' },
    },
  },
});

export const cell = style({ display: 'flex', minWidth: 0 });

const tile = {
  display: 'block',
  width: '100%',
  // The ratio sets the height, not the <img>'s height attribute (which only says the ratio early).
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.background.sunken,
} as const;

export const image = style({
  ...tile,
  selectors: { [`${grid.classNames.variants.layout.one} &`]: { aspectRatio: '4 / 3' } },
});

export const open = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'none',
  cursor: 'zoom-in',
});

export const burnButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  maxWidth: 'fit-content',
  padding: 0,
  overflow: 'hidden',
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const blurred = style({
  ...tile,
  // Blurred so the picture cannot be made out; scaled so the blur has no pale rim.
  filter: 'blur(18px) saturate(1.1)',
  transform: 'scale(1.1)',
  selectors: { [`${grid.classNames.variants.layout.one} &`]: { aspectRatio: '4 / 3' } },
});

export const burnHint = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  width: 'fit-content',
  maxWidth: 'calc(100% - 24px)',
  height: 'fit-content',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.background.inverse} 78%, transparent)`,
  color: vars.color.text.inverse,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  boxShadow: vars.shadow.medium,
});

export const burnIcon = style({
  flexShrink: 0,
  fontSize: vars.size.iconSmall,
  color: vars.color.gold.solid,
});

export const burned = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  maxWidth: '360px',
  aspectRatio: '16 / 7',
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.border.strong}`,
  background: vars.color.background.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const burnedIcon = style({ fontSize: vars.size.iconMedium });
