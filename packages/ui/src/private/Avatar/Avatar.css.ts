import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  verticalAlign: 'middle',
});

export const size = styleVariants({
  xsmall: { width: vars.size.avatarXsmall, height: vars.size.avatarXsmall, fontSize: '10px' },
  small: { width: vars.size.avatarSmall, height: vars.size.avatarSmall, fontSize: '13px' },
  medium: { width: vars.size.avatarMedium, height: vars.size.avatarMedium, fontSize: '15px' },
  large: { width: vars.size.avatarLarge, height: vars.size.avatarLarge, fontSize: '20px' },
  xlarge: { width: vars.size.avatarXlarge, height: vars.size.avatarXlarge, fontSize: '30px' },
});

/** Members wear their level as a ring: gold for VIP, plum for SVIP, with a gap of surface. */
export const ring = styleVariants({
  normal: {},
  vip: { padding: '2px', background: vars.gradient.gold },
  svip: { padding: '2px', background: vars.gradient.plum },
});

// The photo and the initial share one grid cell: the photo over the initial until it loads.
export const frame = style({
  display: 'grid',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  selectors: {
    [`${ring.vip} > &, ${ring.svip} > &`]: {
      border: `2px solid ${vars.color.background.surface}`,
    },
  },
});

export const image = style({
  gridArea: '1 / 1',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { '&[data-status="loading"]': { opacity: 0 } },
});

export const fallback = style({
  gridArea: '1 / 1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  userSelect: 'none',
});

export const tone = styleVariants({
  accent: { background: vars.color.accent.soft, color: vars.color.accent.text },
  gold: { background: vars.color.gold.soft, color: vars.color.gold.text },
  plum: { background: vars.color.plum.soft, color: vars.color.plum.text },
  success: { background: vars.color.success.soft, color: vars.color.success.text },
});

export const online = style({
  position: 'absolute',
  right: '4%',
  bottom: '4%',
  width: '26%',
  height: '26%',
  minWidth: '8px',
  minHeight: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.online,
  boxShadow: `0 0 0 2px ${vars.color.background.surface}`,
});
