import { globalStyle, style } from '@vanilla-extract/css';
import { dropIn } from '../../theme/animations.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  position: 'relative',
  // Above the bottom tab bar, so the narrow menu covers it.
  zIndex: `calc(${vars.zIndex.sticky} + 1)`,
  background: `color-mix(in srgb, ${vars.color.background.surface} 88%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(14px)',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.small,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: '60px',
  padding: `0 ${vars.space.medium}`,
  '@media': {
    [media.wide]: { gap: vars.space.large, height: '64px', padding: `0 ${vars.space.xlarge}` },
  },
});

export const menuButton = style({ '@media': { [media.wide]: { display: 'none' } } });

export const logoLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.medium,
  textDecoration: 'none',
});

const wideFlex = { display: 'none', '@media': { [media.wide]: { display: 'flex' } } } as const;

export const tabs = style({
  ...wideFlex,
  alignItems: 'stretch',
  alignSelf: 'stretch',
  gap: vars.space.xsmall,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.medium}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&[aria-current="page"]': { color: vars.color.accent.text },
    '&::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.medium,
      right: vars.space.medium,
      bottom: 0,
      height: '3px',
      borderRadius: `${vars.radius.full} ${vars.radius.full} 0 0`,
      background: vars.gradient.brand,
      transform: 'scaleX(0)',
      transitionProperty: 'transform',
      transitionDuration: vars.motion.duration.medium,
      transitionTimingFunction: vars.motion.easing.standard,
    },
    '&[aria-current="page"]::after': { transform: 'scaleX(1)' },
    '&:focus-visible': { outlineOffset: '-4px' },
  },
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginLeft: 'auto',
  minWidth: 0,
  '@media': { [media.wide]: { gap: vars.space.small } },
});

export const barSearch = style({ ...wideFlex, width: 'clamp(160px, 20vw, 240px)' });

export const pillButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: vars.size.controlMedium,
  padding: `0 ${vars.space.small}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, &[data-state="open"]': {
      background: vars.color.background.sunken,
      color: vars.color.text.primary,
    },
  },
});

export const pillIcon = style({ fontSize: '20px', flexShrink: 0 });

export const chevron = style({ fontSize: '14px', flexShrink: 0, opacity: 0.7 });

export const wideOnly = style({
  display: 'none',
  '@media': { [media.wide]: { display: 'inline' } },
});

export const iconSpacer = style({ display: 'inline-block', width: '1em' });

export const accountButton = style([
  pillButton,
  { paddingLeft: vars.space.xxsmall, color: vars.color.text.primary },
]);

export const accountAvatar = style({ display: 'inline-flex' });

export const accountName = style({
  display: 'none',
  maxWidth: '120px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { 'screen and (min-width: 1024px)': { display: 'inline' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.large,
  maxHeight: 'calc(100dvh - 60px)',
  overflowY: 'auto',
  padding: `${vars.space.small} ${vars.space.large} ${vars.space.xlarge}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  animation: `${dropIn} ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.wide]: { display: 'none' } },
});

export const panelTabs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.small,
  paddingTop: vars.space.small,
});

export const panelTab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.medium} ${vars.space.small}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.sunken,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accent.soft, color: vars.color.accent.text },
  },
  '@media': { [media.narrow]: { fontSize: vars.fontSize.small } },
});

globalStyle(`${panelTab} > svg`, { fontSize: '22px' });
