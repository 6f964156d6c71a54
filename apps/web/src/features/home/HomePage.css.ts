import { media, textStyle, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.large });

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const section = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  '@media': { [media.wide]: { padding: vars.space.xlarge } },
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const sectionText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const sectionTitle = style([textStyle.subheading, { color: vars.color.text.primary }]);

export const sectionDescription = style([textStyle.caption, { color: vars.color.text.secondary }]);

export const count = style([
  textStyle.caption,
  { color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

export const status = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '240px',
  color: vars.color.accent.text,
});

const list = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** Wide screens: large cards, as many columns as fit. */
export const grid = style({
  ...list,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.large,
});

/** Phones: one card a row. */
export const rows = style({ ...list, display: 'grid', gap: vars.space.medium });

export const cell = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1 });

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  color: vars.color.text.secondary,
});

export const end = style([
  textStyle.caption,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    width: '100%',
    color: vars.color.text.secondary,
    selectors: {
      '&::before, &::after': {
        content: '""',
        flex: 1,
        height: '1px',
        background: vars.color.border.subtle,
      },
    },
  },
]);
