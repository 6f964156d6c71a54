import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The section's column and spinner: the list pages' (private/listSection.css.ts).
export { loading, loadMore, root } from '../../private/listSection.css';

export const scroll = style({
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

globalStyle(`${table} th`, {
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  background: vars.color.background.sunken,
});

globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const reason = style({ minWidth: '200px', overflowWrap: 'anywhere' });

const pill = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

/** Each action's tone: the heavier the action, the warmer the colour. */
export const action = styleVariants({
  dismiss: [pill, { background: vars.color.background.sunken, color: vars.color.text.secondary }],
  removeContent: [pill, { background: vars.color.gold.soft, color: vars.color.gold.text }],
  warn: [pill, { background: vars.color.gold.soft, color: vars.color.gold.text }],
  suspend: [pill, { background: vars.color.danger.soft, color: vars.color.danger.text }],
  ban: [pill, { background: vars.color.danger.solid, color: vars.color.danger.onSolid }],
  // A photo verification decision is no sanction: approved in the success tone, refused neutral.
  approvePhotoVerification: [
    pill,
    { background: vars.color.success.soft, color: vars.color.success.text },
  ],
  refusePhotoVerification: [
    pill,
    { background: vars.color.background.sunken, color: vars.color.text.secondary },
  ],
});
