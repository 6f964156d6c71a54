import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const images = style({ minWidth: 0 });

export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
  gap: vars.space.small,
  maxWidth: '520px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({
  position: 'relative',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.background.sunken,
  selectors: {
    '&[data-failed]': { outline: `2px solid ${vars.color.danger.text}`, outlineOffset: '-2px' },
  },
});

export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const progress = style({
  position: 'absolute',
  insetInline: vars.space.small,
  bottom: vars.space.small,
  height: '6px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.background.surface} 70%, transparent)`,
  boxShadow: vars.shadow.small,
});

export const progressBar = style({
  display: 'block',
  height: '100%',
  borderRadius: 'inherit',
  background: vars.gradient.brand,
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.medium,
});

export const failed = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  background: `color-mix(in srgb, ${vars.color.danger.soft} 88%, transparent)`,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

export const remove = style({
  position: 'absolute',
  top: vars.space.xsmall,
  right: vars.space.xsmall,
  width: '28px',
  height: '28px',
  fontSize: vars.size.iconSmall,
});

export const addTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  width: '100%',
  height: '100%',
  padding: vars.space.xsmall,
  border: `2px dashed ${vars.color.border.strong}`,
  borderRadius: 'inherit',
  background: vars.color.background.surface,
  color: vars.color.accent.text,
  font: 'inherit',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': {
      background: vars.color.accent.soft,
      borderColor: vars.color.accent.text,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const addIcon = style({ fontSize: vars.size.iconLarge });

export const addCount = style({
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.medium,
});
