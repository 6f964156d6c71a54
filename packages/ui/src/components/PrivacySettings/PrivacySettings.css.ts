import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

export const root = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const title = style([textStyle.subheading, { color: vars.color.text.primary }]);

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});

export const text = style({ display: 'grid', gap: vars.space.xxsmall, flex: 1, minWidth: 0 });
export const label = style([textStyle.bodyStrong, { color: vars.color.text.primary }]);
export const description = style([textStyle.small, { color: vars.color.text.secondary }]);

export const spinner = style({ color: vars.color.accent.text });

/** The track: placeholder grey when off (3:1 against the surface), the accent when on. */
export const toggle = style({
  position: 'relative',
  flexShrink: 0,
  width: '48px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.text.placeholder,
  cursor: 'pointer',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.accent.solid },
    '&[data-disabled]': { cursor: 'progress', opacity: 0.6 },
  },
});

export const thumb = style({
  display: 'block',
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.full,
  background: vars.color.accent.onSolid,
  boxShadow: vars.shadow.small,
  transform: 'translateX(3px)',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.spring}`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(23px)' } },
});
