import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
});

/** When the language's name does not fit beside the buttons, it goes under them, whole. */
export const toolbar = style({
  // The voice recorder's panel floats above it.
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const redPacket = style({ color: vars.color.danger.text });
export const gift = style({ color: vars.color.gold.text });

export const translation = style({
  flex: '0 0 auto',
  marginInlineStart: 'auto',
  minWidth: 0,
  maxWidth: '100%',
});

export const textarea = style({
  display: 'block',
  width: '100%',
  minHeight: '3.2em',
  maxHeight: '9.6em',
  fieldSizing: 'content',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.sunken,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  resize: 'none',
  outlineOffset: '0',
  transition: `border-color ${vars.motion.duration.fast}, background ${vars.motion.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.text.placeholder },
    '&:focus': { borderColor: vars.color.border.focus, background: vars.color.background.surface },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  minHeight: vars.size.controlSmall,
});

export const status = style({
  marginInlineEnd: 'auto',
  color: vars.color.gold.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const counter = recipe({
  base: { fontSize: vars.fontSize.xsmall, fontVariantNumeric: 'tabular-nums' },
  variants: {
    full: {
      true: { color: vars.color.danger.text, fontWeight: vars.fontWeight.semibold },
      false: { color: vars.color.text.secondary },
    },
  },
});

/** The message being answered, above the box: its author and how it began. */
export const reply = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  borderInlineStart: `3px solid ${vars.color.accent.solid}`,
  background: vars.color.background.sunken,
  fontSize: vars.fontSize.small,
});

export const replyBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const replyAuthor = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent.text,
});

export const replyText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
});
