import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The hover tint and the field reach a little past the text, which stays aligned with its column.
export const root = style({
  display: 'inline-flex',
  maxWidth: `calc(100% + 2 * ${vars.space.small})`,
  minWidth: 0,
  margin: `0 calc(-1 * ${vars.space.small})`,
  verticalAlign: 'middle',
});

export const name = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'text',
  transition: `background ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.background.sunken },
    '&:disabled': { cursor: 'default' },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

export const text = style({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });

export const icon = style({
  flexShrink: 0,
  color: vars.color.text.secondary,
  fontSize: vars.size.iconSmall,
  opacity: 0.7,
  selectors: { [`${name}:hover &, ${name}:focus-visible &`]: { opacity: 1 } },
});

export const field = style({
  position: 'relative',
  display: 'inline-flex',
  width: '16em',
  maxWidth: '100%',
});

export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.controlSmall,
  padding: `0 3.6em 0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border.focus}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  font: 'inherit',
  outlineOffset: '2px',
  selectors: { '&::placeholder': { color: vars.color.text.placeholder } },
});

export const count = style({
  position: 'absolute',
  top: '50%',
  insetInlineEnd: vars.space.small,
  transform: 'translateY(-50%)',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.regular,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});
