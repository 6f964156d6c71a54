import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '::-webkit-scrollbar': { display: 'none' },
});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  minHeight: vars.size.controlLarge,
  padding: `0 ${vars.space.medium}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&[data-state="active"]': { color: vars.color.text.primary },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
    '&:focus-visible': { outlineOffset: '-2px', borderRadius: vars.radius.small },
    '&::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.medium,
      right: vars.space.medium,
      bottom: '-1px',
      height: '3px',
      borderRadius: '3px 3px 0 0',
      background: vars.gradient.brand,
      transform: 'scaleX(0)',
      transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
    },
    '&[data-state="active"]::after': { transform: 'scaleX(1)' },
  },
});

export const content = style({
  paddingTop: vars.space.large,
  selectors: { '&:focus-visible': { outlineOffset: '4px', borderRadius: vars.radius.small } },
});
