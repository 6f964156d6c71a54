import { media, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  minHeight: '100dvh',
  display: 'grid',
  background: vars.color.background.page,
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(320px, 5fr) 6fr' } },
});

export const hero = style({
  display: 'none',
  '@media': {
    [media.wide]: {
      position: 'relative',
      overflow: 'hidden',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      gap: vars.space.xlarge,
      padding: `${vars.space.xxxlarge} clamp(32px, 5vw, 72px)`,
      background: vars.gradient.brand,
      color: vars.color.accent.onSolid,
    },
  },
  selectors: {
    // Soft light circles behind the words: warmth without a stock photo.
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      borderRadius: '50%',
      background: 'rgb(255 255 255 / 0.12)',
      pointerEvents: 'none',
    },
    '&::before': { width: '420px', height: '420px', top: '-140px', right: '-160px' },
    '&::after': { width: '260px', height: '260px', bottom: '-90px', left: '-70px' },
  },
});

export const heroTitle = style({
  position: 'relative',
  maxWidth: '14em',
  fontSize: 'clamp(28px, 3.2vw, 40px)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

export const points = style({ position: 'relative', display: 'grid', gap: vars.space.medium });

export const point = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
});

export const pointIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  background: 'rgb(255 255 255 / 0.2)',
  fontSize: '16px',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xlarge,
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.xxxlarge}`,
  background: `${vars.gradient.glow}, ${vars.color.background.page}`,
  '@media': { [media.wide]: { padding: vars.space.xxlarge } },
});

/**
 * The logo (narrow screens) and the language pill, in the panel's flow above the card at every
 * width: a pill laid over the panel's corner covered the top of a tall card (issue 18).
 */
export const panelTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  maxWidth: '440px',
  '@media': { [media.wide]: { justifyContent: 'flex-end', maxWidth: 'none' } },
});

export const panelLogo = style({ '@media': { [media.wide]: { display: 'none' } } });

export const card = style({
  width: '100%',
  maxWidth: '440px',
  padding: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.large,
  '@media': {
    [media.narrow]: { marginBottom: 'auto' },
    // Centred in the height below the pill; a card taller than that starts right under it.
    [media.wide]: { marginBlock: 'auto' },
  },
});

export const roomyCard = style([card, { maxWidth: '600px' }]);

export const languageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: vars.size.controlMedium,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  boxShadow: vars.shadow.small,
  selectors: { '&:hover, &[data-state="open"]': { background: vars.color.background.sunken } },
});

export const iconSpacer = style({ display: 'inline-block', width: '1em' });

/** Narrow screens have no welcome panel: its line sits above the form instead. */
export const narrowTitle = style({
  maxWidth: '440px',
  width: '100%',
  marginTop: 'auto',
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
  background: vars.gradient.brand,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': { [media.wide]: { display: 'none' } },
});
