import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The red envelope above the title, sealed with a gold coin. */
export const packet = style({
  position: 'relative',
  display: 'block',
  width: '56px',
  height: '68px',
  borderRadius: vars.radius.medium,
  background: vars.gradient.brand,
  boxShadow: `0 10px 20px -10px ${vars.color.accent.solid}`,
  transform: 'rotate(-6deg)',
  '::before': {
    content: '""',
    position: 'absolute',
    inset: '0 0 auto',
    height: '42%',
    borderRadius: `${vars.radius.medium} ${vars.radius.medium} 50% 50% / ${vars.radius.medium} ${vars.radius.medium} 70% 70%`,
    background: `color-mix(in srgb, ${vars.color.accent.onSolid} 16%, transparent)`,
  },
});

export const packetSeal = style({
  position: 'absolute',
  left: '50%',
  top: '42%',
  transform: 'translate(-50%, -50%)',
  fontSize: '26px',
});

export const body = style({ display: 'grid', gap: vars.space.large });

export const amount = style({ display: 'grid', gap: vars.space.medium });

export const legend = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const presets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.small,
});

/** A preset amount as a card; the chosen one glows in the accent. */
export const preset = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.medium} ${vars.space.small}`,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  cursor: 'pointer',
  transitionProperty: 'border-color, background, box-shadow, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.accent.text },
    '&:active:not(:disabled)': { transform: 'scale(0.97)' },
    '&[data-state="checked"]': {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.soft,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent.solid}`,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const presetCoin = style({ fontSize: vars.size.iconLarge });

export const presetAmount = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const presetUnit = style({
  fontSize: vars.fontSize.xsmall,
  color: vars.color.text.secondary,
});

export const unit = style({ fontSize: vars.fontSize.small, color: vars.color.text.secondary });

export const error = style({
  color: vars.color.danger.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
