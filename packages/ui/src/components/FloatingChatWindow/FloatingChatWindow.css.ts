import { style } from '@vanilla-extract/css';
import { popIn } from '../../theme/animations.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.large,
  animation: `${popIn} ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
  // Focus arrives on the window itself when it opens: a calm border says so, not a thick ring.
  selectors: { '&:focus-visible': { outline: 'none', borderColor: vars.color.border.focus } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '56px',
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.xsmall}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  background: `${vars.gradient.glow}, ${vars.color.background.surface}`,
  cursor: 'grab',
  userSelect: 'none',
  // The header is the drag surface: no scrolling or zooming while a finger moves it.
  touchAction: 'none',
  selectors: { '&:active': { cursor: 'grabbing' } },
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: '18px',
  cursor: 'inherit',
  selectors: { '&:hover': { color: vars.color.text.primary } },
});

export const titles = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.primary,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const subtitle = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.snug,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  overscrollBehavior: 'contain',
});
