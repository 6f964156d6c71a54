import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

/** Lays itself out by its own width: a phone column or a page. */
export const root = style({
  containerType: 'inline-size',
  minWidth: 0,
  padding: `${vars.space.large} ${vars.space.small} ${vars.space.small}`,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
});

const wide = '(min-width: 560px)';

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
});

export const caption = style([
  textStyle.subheading,
  {
    captionSide: 'top',
    padding: `0 ${vars.space.small} ${vars.space.medium}`,
    textAlign: 'start',
    color: vars.color.text.primary,
  },
]);

const headerBase = style({
  padding: `${vars.space.medium} ${vars.space.xsmall}`,
  verticalAlign: 'bottom',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
});

export const privilegeHeader = style([
  headerBase,
  {
    width: '32%',
    paddingInlineStart: vars.space.small,
    textAlign: 'start',
    '@container': { [wide]: { width: '40%', paddingInlineStart: vars.space.medium } },
  },
]);

const highlight = createVar();

/** The member's column takes the colour of their level. */
export const currentTone = styleVariants({
  0: { vars: { [highlight]: vars.color.background.sunken } },
  1: { vars: { [highlight]: vars.color.gold.soft } },
  2: { vars: { [highlight]: vars.color.plum.soft } },
});

const currentCell = { background: highlight };

export const levelHeader = style([
  headerBase,
  {
    textAlign: 'center',
    selectors: {
      '&[data-current="true"]': {
        ...currentCell,
        borderStartStartRadius: vars.radius.large,
        borderStartEndRadius: vars.radius.large,
      },
    },
  },
]);

export const current = style({
  display: 'block',
  width: 'fit-content',
  margin: `0 auto ${vars.space.xsmall}`,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.tight,
  '@container': {
    [wide]: {
      padding: `0 ${vars.space.small}`,
      borderRadius: vars.radius.full,
      lineHeight: '20px',
    },
  },
});

const levelBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  '@container': { [wide]: { padding: `${vars.space.xxsmall} ${vars.space.small}` } },
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const level = styleVariants({
  normal: [levelBase, { color: vars.color.text.primary }],
  vip: [levelBase, { background: vars.gradient.gold, color: vars.color.gold.onSolid }],
  svip: [levelBase, { background: vars.gradient.plum, color: vars.color.plum.onSolid }],
});

export const crown = style({
  display: 'none',
  fontSize: '14px',
  '@container': { [wide]: { display: 'inline' } },
});

export const row = style({});

const bodyCell = style({
  padding: `${vars.space.medium} ${vars.space.xsmall}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@container': { [wide]: { padding: `${vars.space.medium} ${vars.space.small}` } },
});

export const privilege = style([
  bodyCell,
  { paddingInlineStart: vars.space.small, textAlign: 'start', fontWeight: 'inherit' },
  { '@container': { [wide]: { paddingInlineStart: vars.space.medium } } },
]);

export const label = style([
  textStyle.bodyStrong,
  { display: 'block', lineHeight: vars.lineHeight.snug },
]);

export const description = style([
  textStyle.caption,
  { display: 'block', marginTop: vars.space.xxsmall, color: vars.color.text.secondary },
]);

export const cell = style([
  bodyCell,
  {
    textAlign: 'center',
    verticalAlign: 'middle',
    selectors: {
      '&[data-current="true"]': currentCell,
      [`${row}:last-child > &[data-current="true"]`]: {
        borderEndStartRadius: vars.radius.large,
        borderEndEndRadius: vars.radius.large,
      },
    },
  },
]);

const markBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '26px',
  height: '26px',
  borderRadius: vars.radius.full,
  fontSize: '16px',
});

export const yes = style([
  markBase,
  { background: vars.color.success.soft, color: vars.color.success.text },
]);

export const no = style([markBase, { color: vars.color.text.placeholder, fontSize: '14px' }]);

export const amount = style({
  display: 'block',
  overflowWrap: 'normal',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
  '@container': { [wide]: { fontSize: vars.fontSize.medium } },
});
