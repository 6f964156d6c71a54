import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.background.page,
});

export const scroll = style({ flex: 1, height: '100%' });

export const list = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  padding: `${vars.space.small} ${vars.space.large}`,
});

const flash = keyframes({
  from: { background: vars.color.accent.soft },
  to: { background: 'transparent' },
});

/** The row a tapped quote went to: it glows a moment so the eye finds it. */
export const jumped = style({
  animation: `${flash} 2s ease-out`,
});

export const time = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.snug,
  paddingBlock: vars.space.xsmall,
});

export const empty = style({ minHeight: '100%', justifyContent: 'center' });

/** Floats over the top of the history, so nothing below it moves while older messages load. */
export const loading = style({
  position: 'absolute',
  top: vars.space.medium,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.medium,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

export const jump = style({
  position: 'absolute',
  right: vars.space.large,
  bottom: vars.space.large,
  boxShadow: vars.shadow.medium,
});
