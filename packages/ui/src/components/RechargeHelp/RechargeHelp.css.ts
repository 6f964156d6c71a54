import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

export const root = style({ display: 'grid', gap: vars.space.xlarge, minWidth: 0 });

export const heading = style([
  textStyle.subheading,
  { marginBottom: vars.space.medium, color: vars.color.text.primary },
]);

export const methods = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const method = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
});

const methodIconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.large,
  fontSize: vars.size.iconLarge,
});

export const methodIcon = styleVariants({
  embedded: [methodIconBase, { background: vars.color.gold.soft, color: vars.color.gold.text }],
  paypal: [methodIconBase, { background: vars.color.plum.soft, color: vars.color.plum.text }],
});

export const methodText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });
export const methodName = style([textStyle.bodyStrong, { color: vars.color.text.primary }]);
export const methodDescription = style([textStyle.small, { color: vars.color.text.secondary }]);

export const faq = style({
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});

export const question = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.controlLarge,
  padding: `${vars.space.medium} ${vars.space.large}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&:focus-visible': { outlineOffset: '-2px', borderRadius: vars.radius.xlarge },
    '&[data-state="open"]': { color: vars.color.accent.text },
  },
});

export const chevron = style({
  flexShrink: 0,
  fontSize: vars.size.iconMedium,
  color: vars.color.text.secondary,
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)', color: 'inherit' } },
});

const open = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
  to: { height: 0, opacity: 0 },
});

export const answer = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': {
      animation: `${open} ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
    },
    '&[data-state="closed"]': {
      animation: `${close} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
    },
  },
});

export const paragraph = style([
  textStyle.body,
  {
    padding: `0 ${vars.space.large}`,
    color: vars.color.text.secondary,
    selectors: {
      '&:first-child': { marginTop: `calc(${vars.space.xsmall} * -1)` },
      '&:last-child': { paddingBottom: vars.space.large },
      '& + &': { marginTop: vars.space.small },
    },
  },
]);

export const support = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.xlarge,
  background: vars.color.accent.soft,
});

export const supportIcon = style({ fontSize: vars.size.iconLarge, color: vars.color.accent.text });
export const supportText = style([
  textStyle.bodyStrong,
  { flex: 1, minWidth: '12ch', color: vars.color.text.primary },
]);
