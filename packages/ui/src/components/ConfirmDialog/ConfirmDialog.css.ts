import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const illustration = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  fontSize: '30px',
});

export const tone = styleVariants({
  default: {
    background: vars.color.accent.soft,
    color: vars.color.accent.text,
    boxShadow: `0 0 0 8px color-mix(in srgb, ${vars.color.accent.soft} 45%, transparent)`,
  },
  danger: {
    background: vars.color.danger.soft,
    color: vars.color.danger.text,
    boxShadow: `0 0 0 8px color-mix(in srgb, ${vars.color.danger.soft} 45%, transparent)`,
  },
});
