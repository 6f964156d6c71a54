import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const locked = style({
  position: 'relative',
  minWidth: 0,
  display: 'grid',
  placeItems: 'center',
  minHeight: '300px',
  padding: vars.space.xlarge,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
});

export const blurGrid = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gridAutoRows: '120px',
  gap: vars.space.small,
  opacity: 0.6,
  // One blur over the whole mosaic: a soft wash of colour where the photos would be.
  filter: 'blur(16px) saturate(1.1)',
  transform: 'scale(1.05)',
});

export const blurTile = style({
  display: 'block',
  borderRadius: vars.radius.medium,
  selectors: {
    '&[data-tint="0"]': { background: vars.gradient.brand },
    '&[data-tint="1"]': { background: vars.gradient.gold },
    '&[data-tint="2"]': { background: vars.gradient.plum },
  },
});

export const lockPanel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  maxWidth: '360px',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.xlarge,
  background: `color-mix(in srgb, ${vars.color.background.surface} 92%, transparent)`,
  backdropFilter: 'blur(6px)',
  boxShadow: vars.shadow.large,
  textAlign: 'center',
});

export const lockIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '52px',
  height: '52px',
  borderRadius: vars.radius.full,
  background: vars.color.gold.soft,
  color: vars.color.gold.text,
  fontSize: vars.size.iconLarge,
});

export const lockTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  textWrap: 'balance',
});

export const lockDescription = style({
  margin: `0 0 ${vars.space.xsmall}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  textWrap: 'pretty',
});
