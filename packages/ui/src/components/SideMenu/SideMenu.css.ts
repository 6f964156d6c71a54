import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.small,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  selectors: { '&[data-collapsed="true"]': { alignItems: 'center', width: 'fit-content' } },
});

export const toggle = style({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: '18px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.sunken, color: vars.color.text.primary },
    [`${root}[data-collapsed="true"] &`]: { alignSelf: 'center' },
  },
});

export const toggleIcon = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.medium,
  selectors: { [`${root}[data-collapsed="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const section = style({ display: 'grid', gap: vars.space.xxsmall });

export const title = style({
  margin: 0,
  padding: `0 ${vars.space.medium}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  lineHeight: vars.lineHeight.snug,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.controlMedium,
  padding: `0 ${vars.space.medium}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&[aria-current="page"]': {
      background: vars.color.accent.soft,
      color: vars.color.accent.text,
      fontWeight: vars.fontWeight.semibold,
    },
    [`${root}[data-collapsed="true"] &`]: {
      position: 'relative',
      justifyContent: 'center',
      width: vars.size.controlMedium,
      padding: 0,
    },
  },
});

export const logout = style({ color: vars.color.danger.text });

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '20px' });

// Long names (German, Russian) wrap to a second line rather than lose their end.
export const label = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xsmall,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
});

export const badge = style({
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${root}[data-collapsed="true"] &`]: {
      position: 'absolute',
      top: '-2px',
      right: '-4px',
      minWidth: '16px',
      height: '16px',
      lineHeight: '16px',
      fontSize: vars.fontSize.xsmall,
    },
  },
});

export const separator = style({
  alignSelf: 'stretch',
  height: '1px',
  margin: `0 ${vars.space.small}`,
  background: vars.color.border.subtle,
});
