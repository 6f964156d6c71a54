import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.text.secondary,
});

const dotBase = { width: '8px', height: '8px', flexShrink: 0, borderRadius: '50%' } as const;

export const dot = styleVariants({
  online: { ...dotBase, background: vars.color.online },
  offline: { ...dotBase, background: vars.color.border.strong },
});

/** One line: a long "Last seen…" in a narrow header ends with an ellipsis. */
export const status = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const typing = style({
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.medium,
  ':empty': { display: 'none' },
});
