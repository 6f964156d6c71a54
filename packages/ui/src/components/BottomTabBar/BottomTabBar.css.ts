import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gridAutoColumns: '1fr',
  gridAutoFlow: 'column',
  // Clears the home indicator of phones without a home button.
  paddingBottom: 'env(safe-area-inset-bottom)',
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: `color-mix(in srgb, ${vars.color.background.surface} 92%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(14px)',
  boxShadow: vars.shadow.small,
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minHeight: '58px',
  padding: `${vars.space.xsmall} ${vars.space.xsmall}`,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accent.text },
    '&:focus-visible': { outlineOffset: '-4px' },
  },
});

export const icon = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '28px',
  borderRadius: vars.radius.full,
  fontSize: '22px',
  transitionProperty: 'background',
  transitionDuration: vars.motion.duration.medium,
  selectors: { [`${tab}[aria-current="page"] &`]: { background: vars.color.accent.soft } },
});

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const badge = style({
  position: 'absolute',
  top: '-4px',
  right: '2px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.background.surface}`,
  background: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '14px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
