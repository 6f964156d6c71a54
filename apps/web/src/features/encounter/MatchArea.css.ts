import { vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const area = style({ display: 'grid', gap: vars.space.medium });

/** Holds the panel's place while today's attempts load, or says they failed. */
export const placeholder = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.medium,
  minHeight: '320px',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.gradient.glow,
  boxShadow: vars.shadow.small,
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const matchedLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const profileLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlMedium,
  maxWidth: '100%',
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.medium,
  textDecoration: 'none',
  transitionProperty: 'background, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
  },
});

export const profileName = style({
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.regular,
});
