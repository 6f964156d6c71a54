import { textStyle, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'grid', gap: vars.space.large });

/** "Already have an account? Log in", under the steps. */
export const switchLine = style([
  textStyle.small,
  {
    paddingTop: vars.space.large,
    borderTop: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.secondary,
    textAlign: 'center',
  },
]);

export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const retry = style([
  textStyle.small,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderRadius: vars.radius.large,
    background: vars.color.danger.soft,
    color: vars.color.danger.text,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const upload = style({ display: 'grid', justifyItems: 'center', gap: vars.space.small });

export const uploadTrack = style({
  width: '100%',
  maxWidth: '240px',
  height: '6px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
});

export const uploadBar = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.gradient.brand,
  transition: `width ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
});

export const uploadText = style([textStyle.caption, { color: vars.color.text.secondary }]);
