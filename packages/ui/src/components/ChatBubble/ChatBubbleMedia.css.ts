import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const media = style({
  position: 'relative',
  display: 'block',
  width: '200px',
  maxWidth: '100%',
  minHeight: '120px',
  padding: 0,
  border: 0,
  borderRadius: 'inherit',
  overflow: 'hidden',
  background: vars.color.background.sunken,
  color: vars.color.accent.onSolid,
  selectors: { '&:enabled': { cursor: 'pointer' } },
});

// A square of its own, whatever the photo: the conversation keeps its place while it loads.
export const image = style({
  display: 'block',
  width: '100%',
  // The ratio sets the height, not the <img>'s height attribute (which only says the ratio early).
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
});

export const blurred = style({
  display: 'block',
  width: '100%',
  height: '150px',
  objectFit: 'cover',
  filter: 'blur(14px) saturate(1.2)',
  transform: 'scale(1.2)',
});

// The overlay twice over: white text stays legible on the lightest photo.
export const veil = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  backgroundColor: vars.color.background.overlay,
  backgroundImage: `linear-gradient(${vars.color.background.overlay}, ${vars.color.background.overlay})`,
  textAlign: 'center',
});

export const veilIcon = style({ fontSize: vars.size.iconLarge, color: vars.color.gold.solid });
export const veilTitle = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.small,
});
export const veilHint = style({ fontSize: vars.fontSize.xsmall });

export const burned = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: 'inherit',
  background: vars.color.background.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
});

export const burnedIcon = style({ fontSize: vars.size.iconMedium, flexShrink: 0 });
