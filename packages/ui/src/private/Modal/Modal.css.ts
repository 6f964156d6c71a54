import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { fadeIn, fadeOut, popIn, popOut, slideDown, slideUp } from '../../theme/animations.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.background.overlay,
  backdropFilter: 'blur(2px)',
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.medium} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ease-in` },
  },
});

/** A bottom sheet on narrow screens, a centred card on wide ones. */
export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'calc(100dvh - 24px)',
  background: vars.color.background.surface,
  boxShadow: vars.shadow.large,
  outline: 'none',
  left: 0,
  right: 0,
  bottom: 0,
  borderRadius: `${vars.radius.xlarge} ${vars.radius.xlarge} 0 0`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideUp} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
    },
    '&[data-state="closed"]': {
      animation: `${slideDown} ${vars.motion.duration.medium} ${vars.motion.easing.exit}`,
    },
  },
  '@media': {
    [media.wide]: {
      left: '50%',
      right: 'auto',
      bottom: 'auto',
      top: '50%',
      transform: 'translate(-50%, -50%)',
      width: 'calc(100vw - 48px)',
      maxHeight: 'calc(100dvh - 48px)',
      borderRadius: vars.radius.xlarge,
      paddingBottom: 0,
      selectors: {
        '&[data-state="open"]': {
          animation: `${popIn} ${vars.motion.duration.medium} ${vars.motion.easing.spring}`,
        },
        '&[data-state="closed"]': {
          animation: `${popOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
        },
      },
    },
  },
});

export const size = styleVariants({
  small: { '@media': { [media.wide]: { maxWidth: '400px' } } },
  medium: { '@media': { [media.wide]: { maxWidth: '520px' } } },
  large: { '@media': { [media.wide]: { maxWidth: '720px' } } },
  /** The whole screen on every width, fading in: the photo viewers. */
  fullscreen: fullscreenFrame(),
});

function fullscreenFrame() {
  const frame = {
    inset: 0,
    width: '100%',
    maxWidth: 'none',
    height: '100dvh',
    maxHeight: '100dvh',
    transform: 'none',
    borderRadius: 0,
    paddingBottom: 'env(safe-area-inset-bottom)',
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.medium} ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ease-in` },
    },
  } as const;
  return { ...frame, '@media': { [media.wide]: frame } };
}

/** The grab handle tells touch users the sheet is a sheet. */
export const handle = style({
  alignSelf: 'center',
  width: '40px',
  height: '4px',
  marginTop: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.border.strong,
  '@media': { [media.wide]: { display: 'none' } },
});

// The right padding leaves room for the close button.
export const header = style({
  display: 'grid',
  padding: `${vars.space.xlarge} 56px 0 ${vars.space.xlarge}`,
});

export const headerCentered = style({
  justifyItems: 'center',
  textAlign: 'center',
  paddingLeft: '56px',
});

export const illustration = style({
  display: 'flex',
  justifyContent: 'center',
  marginBottom: vars.space.medium,
});

export const title = style({
  textWrap: 'balance',
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
});

export const close = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
});

export const description = style({
  textWrap: 'pretty',
  padding: `${vars.space.small} ${vars.space.xlarge} 0`,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.large} ${vars.space.xlarge} 0`,
});

/** Actions stack full width on narrow screens, the main one on top; a row on wide screens. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  '@media': { [media.wide]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

globalStyle(`${footer} > *`, {
  width: '100%',
  '@media': { [media.wide]: { width: 'auto', minWidth: '112px' } },
});

export const centered = style({ textAlign: 'center', textWrap: 'balance' });

export const end = style({ paddingBottom: vars.space.xlarge });

// A full-screen viewer is no sheet: no grab handle.
globalStyle(`${size.fullscreen} > ${handle}`, { display: 'none' });
// It covers the overlay, so its bare backdrop lets clicks through to it: a click beside the
// picture closes the viewer like a click outside any dialog. Radix sets pointer-events inline.
globalStyle(`${size.fullscreen}`, { pointerEvents: 'none !important' as 'none' });
globalStyle(`${size.fullscreen} :is(button, a, input, textarea, select, label)`, {
  pointerEvents: 'auto',
});
