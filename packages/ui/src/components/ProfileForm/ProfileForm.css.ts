import { style } from '@vanilla-extract/css';
import * as field from '../../private/TextField/TextField.css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

const twoColumns = '(min-width: 520px)';

export const root = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const section = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
  paddingTop: vars.space.xlarge,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:first-child': { paddingTop: 0, borderTop: 'none' } },
});

export const heading = style([textStyle.subheading, { color: vars.color.text.primary }]);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  gap: vars.space.large,
  '@container': { [twoColumns]: { gridTemplateColumns: '1fr 1fr' } },
});

export const textArea = field.root;
export const textAreaLabel = field.label;

export const textAreaInput = style({
  width: '100%',
  minHeight: '120px',
  padding: `${vars.space.medium} ${vars.space.large}`,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.text.secondary },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 3px ${vars.color.accent.soft}`,
    },
  },
});

export const textAreaFooter = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const textAreaHint = field.hint;

export const textAreaCount = style([
  field.hint,
  {
    marginInlineStart: 'auto',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: { '&[data-full="true"]': { color: vars.color.danger.text } },
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
});

export const saved = style([
  textStyle.small,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    marginInlineEnd: 'auto',
    color: vars.color.success.text,
    fontWeight: vars.fontWeight.semibold,
  },
]);
