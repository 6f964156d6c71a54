import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const narrow = '(max-width: 479px)';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  padding: vars.space.large,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xlarge,
  color: vars.color.text.primary,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const textarea = style({
  width: '100%',
  minHeight: '128px',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.text.placeholder },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.border.focus,
      boxShadow: vars.shadow.focus,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
  },
});

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over]': { color: vars.color.danger.text, fontWeight: vars.fontWeight.bold },
  },
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.small,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.danger.soft,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.2em' });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  '@container': { [narrow]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const requirement = style({
  flex: 1,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
});

export const publish = style({ minWidth: '140px' });
