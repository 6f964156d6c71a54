import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';
import { roomy } from './RegisterForm.css';

// The step indicator: numbered dots joined by a line; names under them when there is room.
export const progress = style({ display: 'grid', gap: vars.space.small });

export const progressList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const progressItem = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  color: vars.color.text.secondary,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '13px',
      insetInlineEnd: '50%',
      width: '100%',
      height: '2px',
      background: vars.color.border.subtle,
      zIndex: 0,
    },
    '&:first-child::before': { display: 'none' },
    '&[data-state="done"]::before, &[data-state="current"]::before': {
      background: vars.color.accent.solid,
    },
    '&[data-state="current"]': { color: vars.color.text.primary },
  },
});

export const progressDot = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${progressItem}[data-state="done"] &`]: {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.solid,
      color: vars.color.accent.onSolid,
      fontSize: '14px',
    },
    [`${progressItem}[data-state="current"] &`]: {
      borderColor: vars.color.accent.solid,
      color: vars.color.accent.text,
      boxShadow: `0 0 0 4px ${vars.color.accent.soft}`,
    },
  },
});

export const progressName = style([
  visuallyHidden,
  {
    '@container': {
      [roomy]: {
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        overflow: 'visible',
        clip: 'auto',
        whiteSpace: 'normal',
        textAlign: 'center',
        fontSize: vars.fontSize.xsmall,
        fontWeight: vars.fontWeight.semibold,
        lineHeight: vars.lineHeight.snug,
      },
    },
  },
]);

export const progressCount = style([
  textStyle.caption,
  {
    textAlign: 'center',
    color: vars.color.text.secondary,
    '@container': { [roomy]: { display: 'none' } },
  },
]);
