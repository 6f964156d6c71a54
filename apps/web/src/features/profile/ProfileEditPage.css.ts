import { media, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: '760px',
  '@media': { [media.wide]: { gap: vars.space.xlarge } },
});

/** A white card around each part, as the other settings pages. */
export const card = style({
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  '@media': { [media.wide]: { padding: `${vars.space.xlarge} ${vars.space.xxlarge}` } },
});

export const photoCard = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    gap: vars.space.large,
  },
]);

export const photoBody = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });

export const photoTitle = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const hint = style({ color: vars.color.text.secondary, fontSize: vars.fontSize.small });

export const facts = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const fact = style({ display: 'grid', alignContent: 'start', gap: vars.space.xxsmall });

export const factName = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const factValue = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
});

export const status = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.medium,
  minHeight: '40vh',
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const factNote = style([hint, { margin: 0 }]);
