import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';
import * as field from '../../private/TextField/TextField.css';

// The avatar step.
export const avatar = style({ display: 'grid', justifyItems: 'center', gap: vars.space.medium });

export const crop = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '160px',
  height: '160px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.background.sunken,
  boxShadow: `0 0 0 4px ${vars.color.background.surface}, 0 0 0 6px ${vars.color.accent.soft}`,
  selectors: { '&[data-empty="true"]': { border: `2px dashed ${vars.color.border.strong}` } },
});

export const cropImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const cropIcon = style({ fontSize: '48px', color: vars.color.text.placeholder });

export const upload = style({
  position: 'absolute',
  insetInline: vars.space.xlarge,
  bottom: vars.space.xlarge,
  height: '6px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.background.surface} 70%, transparent)`,
});

export const uploadBar = style({
  width: '100%',
  height: '100%',
  background: vars.gradient.brand,
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
});

export const uploadText = style([textStyle.caption, { color: vars.color.text.secondary }]);

export const pick = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlMedium,
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
    '&[data-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const fileInput = visuallyHidden;

export const zoom = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '200px',
  height: vars.size.controlSmall,
  touchAction: 'none',
  userSelect: 'none',
});

export const zoomTrack = style({
  position: 'relative',
  flex: 1,
  height: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.border.strong,
});

export const zoomRange = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
});

export const zoomThumb = style({
  display: 'block',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  border: `2px solid ${vars.color.accent.solid}`,
  boxShadow: vars.shadow.small,
  cursor: 'grab',
});

export const hint = field.hint;
export const error = field.error;
