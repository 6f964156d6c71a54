import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const row = recipe({
  base: { display: 'flex', alignItems: 'flex-start', gap: vars.space.small, minWidth: 0 },
  variants: { side: { own: { flexDirection: 'row-reverse' }, peer: {} } },
});

export const avatar = style({ marginTop: vars.space.xxsmall });

export const column = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0, maxWidth: 'min(78%, 520px)' },
  variants: { side: { own: { alignItems: 'flex-end' }, peer: { alignItems: 'flex-start' } } },
});

export const line = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space.xsmall, maxWidth: '100%' },
  variants: { side: { own: { flexDirection: 'row-reverse' }, peer: {} } },
});

/** The tail: the corner nearest the sender's side is tighter. */
export const bubble = recipe({
  base: {
    minWidth: 0,
    maxWidth: '100%',
    borderRadius: vars.radius.xlarge,
    fontSize: vars.fontSize.medium,
    lineHeight: vars.lineHeight.normal,
    overflow: 'hidden',
    outlineOffset: '2px',
    selectors: { '&[data-state="open"]': { boxShadow: vars.shadow.focus } },
  },
  variants: {
    side: {
      own: { borderTopRightRadius: vars.radius.small },
      peer: { borderTopLeftRadius: vars.radius.small },
    },
    plain: { true: { padding: `${vars.space.small} ${vars.space.medium}` }, false: {} },
  },
  compoundVariants: [
    {
      variants: { side: 'own', plain: true },
      style: { background: vars.gradient.brand, color: vars.color.accent.onSolid },
    },
    {
      variants: { side: 'peer', plain: true },
      style: {
        background: vars.color.background.surface,
        color: vars.color.text.primary,
        border: `1px solid ${vars.color.border.subtle}`,
        boxShadow: vars.shadow.small,
      },
    },
  ],
});

export const status = style({ color: vars.color.text.secondary, flexShrink: 0 });
export const retry = style({ color: vars.color.danger.text });

export const failed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginTop: vars.space.xxsmall,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.xsmall,
});

export const receipt = recipe({
  base: { marginTop: vars.space.xxsmall, fontSize: vars.fontSize.xsmall },
  variants: {
    read: { true: { color: vars.color.text.secondary }, false: { color: vars.color.accent.text } },
  },
});

export const notice = style({ display: 'flex', justifyContent: 'center' });

export const noticeText = style({
  padding: `${vars.space.xxsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  textAlign: 'center',
});

/** Under a flagged first message: why, and the report button. */
export const flagged = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginTop: vars.space.xxsmall,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
});
