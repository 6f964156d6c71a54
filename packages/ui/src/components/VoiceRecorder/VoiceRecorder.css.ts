import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// Not positioned: the panel is placed against the nearest positioned ancestor, the message box's
// toolbar, so that it starts at the box's edge and fits a phone's width.
export const root = style({ display: 'inline-flex' });

export const mic = recipe({
  base: { touchAction: 'none', userSelect: 'none', WebkitUserSelect: 'none' },
  variants: {
    recording: {
      true: { background: vars.color.danger.solid, color: vars.color.danger.onSolid },
      false: {},
    },
  },
});

/** The panel floats above the toolbar while recording, so the box does not move under it. */
export const panel = recipe({
  base: {
    position: 'absolute',
    bottom: `calc(100% + ${vars.space.small})`,
    insetInlineStart: 0,
    zIndex: vars.zIndex.popover,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    width: 'max-content',
    maxWidth: 'min(320px, 100%)',
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.large,
    background: vars.color.background.raised,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.medium,
  },
  variants: {
    tone: {
      recording: {},
      cancelling: { borderColor: vars.color.danger.solid },
      tooShort: { color: vars.color.danger.text },
    },
  },
});

export const line = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const dot = style({
  flexShrink: 0,
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.danger.solid,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const elapsed = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const meter = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
  height: '24px',
});

export const level = style({
  flexShrink: 0,
  width: '3px',
  minHeight: '3px',
  borderRadius: '2px',
  background: vars.color.accent.solid,
});

export const hint = style({
  fontSize: vars.fontSize.xsmall,
  color: vars.color.text.secondary,
  selectors: {
    [`${panel.classNames.variants.tone.cancelling} &`]: { color: vars.color.danger.text },
  },
});
