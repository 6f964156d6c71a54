import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export const root = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
});

export const count = style({
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[data-full="true"]': { color: vars.color.accent.text } },
});

export const hint = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.secondary,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingTop: vars.space.xsmall,
});

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlMedium,
  padding: `0 ${vars.space.large} 0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  userSelect: 'none',
  transitionProperty: 'background, border-color, color, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.border.field, background: vars.color.background.sunken },
    '&:active': { transform: 'scale(0.97)' },
    '&[data-checked="true"]': {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.soft,
      color: vars.color.accent.text,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const input = visuallyHidden;

export const mark = style({
  display: 'inline-flex',
  fontSize: vars.size.iconSmall,
  color: vars.color.text.secondary,
  selectors: { [`${chip}[data-checked="true"] &`]: { color: vars.color.accent.text } },
});

export const message = style({
  minHeight: '1.4em',
  margin: `${vars.space.small} 0 0`,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.snug,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger.text,
});
