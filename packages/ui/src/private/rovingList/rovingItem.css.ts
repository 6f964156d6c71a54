import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A button of a roving list (useRovingList): a card that outlines the open one in the accent,
 * with a bar at its start. Components add their own grid inside.
 */
export const rovingItem = style({
  width: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'border-color, background, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { boxShadow: vars.shadow.focus },
    '&[aria-current="true"]': {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.soft,
      boxShadow: `inset 4px 0 0 ${vars.color.accent.solid}`,
    },
    '&[aria-current="true"]:focus-visible': {
      boxShadow: `inset 4px 0 0 ${vars.color.accent.solid}, ${vars.shadow.focus}`,
    },
  },
});
