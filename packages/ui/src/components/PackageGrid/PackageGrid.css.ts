import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

export const root = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const title = style([textStyle.subheading, { color: vars.color.text.primary }]);

const gridBase = style({ display: 'grid', gap: vars.space.medium });
export const grid = styleVariants({
  coins: [gridBase, { gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))' }],
  translation: [gridBase, { gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }],
  vip: [gridBase, { gridTemplateColumns: 'repeat(auto-fill, minmax(232px, 1fr))' }],
});

export const amountField = style({ maxWidth: '360px' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.large,
  marginTop: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.sunken,
});

export const balance = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });
export const balanceCoin = style({ fontSize: '32px', flexShrink: 0 });

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&[data-align="end"]': { alignItems: 'flex-end' } },
});

export const footerLabel = style([textStyle.caption, { color: vars.color.text.secondary }]);

export const balanceAmount = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const totalAmount = style([balanceAmount, { fontSize: vars.fontSize.xlarge }]);

export const checkout = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  marginInlineStart: 'auto',
});

export const insufficient = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  flexBasis: '100%',
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  background: vars.color.danger.soft,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const insufficientIcon = style({ flexShrink: 0, fontSize: vars.size.iconMedium });
export const insufficientText = style({ flex: 1, minWidth: '12ch' });
