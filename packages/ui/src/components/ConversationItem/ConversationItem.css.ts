import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const item = style({ listStyle: 'none', position: 'relative' });

export const row = recipe({
  base: {
    position: 'relative',
    borderRadius: vars.radius.large,
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover': { background: vars.color.background.sunken },
      '&[data-state="open"]': { background: vars.color.background.sunken },
    },
  },
  variants: {
    selected: {
      true: {
        background: vars.color.accent.soft,
        selectors: { '&:hover': { background: vars.color.accent.softHover } },
      },
      false: {},
    },
    service: {
      true: {
        background: vars.gradient.glow,
        boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
      },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { selected: true, service: true }, style: { background: vars.color.accent.soft } },
  ],
});

export const main = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  minHeight: '68px',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 0,
  borderRadius: 'inherit',
  background: 'transparent',
  color: vars.color.text.primary,
  textAlign: 'start',
  cursor: 'pointer',
  outlineOffset: '-2px',
  WebkitTouchCallout: 'none',
});

export const body = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const name = style({
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const previewLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  marginTop: vars.space.xxsmall,
});

export const nameLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

/** The headset after customer service's name, in the accent, never squeezed. */
export const serviceMark = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.medium,
});

export const preview = recipe({
  base: {
    display: '-webkit-box',
    WebkitLineClamp: 1,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    // Beside the service tag it takes the rest of the line: a clamped box's own width would
    // otherwise count for nothing, and the tag would leave it none.
    flex: '1 1 0%',
    minWidth: 0,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.small,
    // The height of an emoji, so a preview with one lines up with one without.
    lineHeight: vars.size.emoji,
  },
  variants: {
    placeholder: { true: { color: vars.color.accent.text }, false: {} },
  },
});

/** "Draft:" before an unsent draft, in the colour peers use for it. */
export const draftTag = style({
  color: vars.color.danger.text,
  fontWeight: vars.fontWeight.medium,
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  alignSelf: 'stretch',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  transition: `opacity ${vars.motion.duration.fast}`,
  selectors: {
    [`${item}:hover &, ${item}:focus-within &`]: { opacity: 0 },
  },
});

export const time = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The row's pin and struck bell, beside the unread count. */
export const marks = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '20px',
});

export const mark = style({
  width: '15px',
  height: '15px',
  color: vars.color.text.secondary,
});

export const unread = style({
  minWidth: '20px',
  justifyContent: 'center',
  paddingInline: vars.space.xsmall,
});

/** Shown where the time was while the row is hovered or holds focus; always reachable by keyboard. */
export const more = style({
  position: 'absolute',
  top: '50%',
  insetInlineEnd: vars.space.medium,
  transform: 'translateY(-50%)',
  opacity: 0,
  transition: `opacity ${vars.motion.duration.fast}`,
  selectors: {
    [`${item}:hover &, ${item}:focus-within &`]: { opacity: 1 },
  },
});

/** The customer-service conversation's picture when it has none: a headset on the brand. */
export const serviceAvatar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.avatarMedium,
  height: vars.size.avatarMedium,
  borderRadius: vars.radius.full,
  background: vars.gradient.brand,
  color: vars.color.accent.onSolid,
  fontSize: vars.size.iconMedium,
  position: 'relative',
});
