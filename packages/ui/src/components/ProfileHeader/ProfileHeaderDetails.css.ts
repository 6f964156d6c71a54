import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The header's own width, as in ProfileHeader.css.ts: from here its grid has two columns. */
const wide = '(min-width: 560px)';

const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '24px',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
} as const;

const list = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [wide]: { gridColumn: '1 / -1' } },
} as const;

export const facts = style({ ...list, alignItems: 'center' });

export const genderAge = style({ display: 'inline-flex' });

export const fact = style({
  ...chip,
  background: vars.color.background.sunken,
  color: vars.color.text.secondary,
});

export const hobbies = style(list);

export const hobby = style({
  ...chip,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.semibold,
});

const fullRow = { '@container': { [wide]: { gridColumn: '1 / -1' } } } as const;

export const signature = style({
  ...fullRow,
  margin: 0,
  paddingLeft: vars.space.medium,
  borderLeft: `3px solid ${vars.color.accent.softHover}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
});

export const about = style({
  ...fullRow,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const aboutTitle = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const introduction = style({
  margin: 0,
  maxWidth: '70ch',
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
});
