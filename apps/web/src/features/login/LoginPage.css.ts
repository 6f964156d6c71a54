import { vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.large });

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const backLink = style({
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** While the registration steps arrive. */
export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxxlarge,
});
