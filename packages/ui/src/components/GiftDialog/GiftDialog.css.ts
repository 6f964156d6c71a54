import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'grid', gap: vars.space.large });

export const note = style({ justifySelf: 'start' });

const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.controlMedium,
});

export const quantity = style([row, { justifyContent: 'space-between' }]);

export const rowLabel = style({
  marginRight: 'auto',
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const stepperButton = style({
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const stepperInput = style({
  width: '44px',
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  textAlign: 'center',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
});

export const total = style([row]);

export const free = style({ flexShrink: 0 });

export const cost = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
});

export const error = style({
  color: vars.color.danger.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
