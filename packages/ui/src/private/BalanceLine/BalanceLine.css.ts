import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Label and coins on one line; the warning and the recharge button under them when short. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-short="true"]': {
      background: vars.color.danger.soft,
      borderColor: `color-mix(in srgb, ${vars.color.danger.text} 35%, transparent)`,
    },
  },
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
});

export const amount = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
});

export const warning = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  selectors: { '&:not(:empty)': { marginTop: vars.space.small } },
});

export const warningIcon = style({ flexShrink: 0, marginTop: '0.15em' });

export const recharge = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  marginTop: vars.space.small,
});
