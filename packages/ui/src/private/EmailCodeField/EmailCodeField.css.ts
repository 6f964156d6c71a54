import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  marginInlineEnd: `calc(${vars.space.small} * -1)`,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:disabled': { opacity: 1, color: vars.color.text.secondary } },
});

/** The four digits read better spaced out. */
export const code = style({});
globalStyle(`${code} input`, {
  // Spaced letters widen the input's intrinsic size past a phone's width: let flex size it.
  width: 0,
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
});
