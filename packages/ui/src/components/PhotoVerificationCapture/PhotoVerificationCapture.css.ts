import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** The page's width on a phone; from 768 px a centred card of at most 480 px. */
export const root = style({
  display: 'grid',
  gap: vars.space.xlarge,
  width: '100%',
  maxWidth: '480px',
  margin: '0 auto',
  color: vars.color.text.primary,
  '@media': {
    [media.wide]: {
      padding: vars.space.xxlarge,
      borderRadius: vars.radius.xlarge,
      border: `1px solid ${vars.color.border.subtle}`,
      background: vars.color.background.surface,
      boxShadow: vars.shadow.small,
    },
  },
});

export const header = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  textAlign: 'center',
});

export const illustration = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '88px',
  height: '88px',
  marginBottom: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: '40px',
});

export const illustrationDanger = style({
  background: vars.color.danger.soft,
  color: vars.color.danger.text,
});

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
  overflowWrap: 'anywhere',
  outline: 'none',
});

export const text = style({
  maxWidth: '40ch',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  textWrap: 'pretty',
});

export const reasons = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reasonItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
});

export const reasonIcon = style({
  flexShrink: 0,
  marginTop: '0.15em',
  fontSize: vars.size.iconMedium,
  color: vars.color.accent.text,
});

export const privacy = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
});

export const privacyIcon = style({
  flexShrink: 0,
  marginTop: '0.1em',
  fontSize: vars.size.iconMedium,
});

/** The camera or the photo, in a phone-shaped frame. */
export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '3 / 4',
  maxHeight: '60vh',
  overflow: 'hidden',
  borderRadius: vars.radius.xlarge,
  background: vars.color.background.inverse,
  color: vars.color.text.inverse,
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // A mirror, as people expect of a front camera: raising the right hand moves it right.
  transform: 'scaleX(-1)',
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const starting = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({ display: 'grid', gap: vars.space.small });

export const actionRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.small,
});

/** Long labels (German, Russian) wrap inside the button rather than spill out of it. */
export const wrapping = style({ whiteSpace: 'normal', textAlign: 'center' });

export const reason = style({
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderInlineStart: `3px solid ${vars.color.danger.solid}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.sunken,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const badge = style({ fontSize: '48px' });

export const fileInput = style({ display: 'none' });
