import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'center',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  color: vars.color.text.secondary,
  textAlign: 'center',
  '@media': {
    [media.wide]: {
      gridTemplateColumns: '1fr auto',
      justifyItems: 'start',
      alignItems: 'center',
      columnGap: vars.space.xxlarge,
      padding: `${vars.space.xlarge} ${vars.space.xxlarge}`,
      textAlign: 'start',
    },
  },
});

export const brand = style({ display: 'grid', gap: vars.space.xsmall, justifyItems: 'inherit' });

export const tagline = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
});

export const nav = style({ '@media': { [media.wide]: { justifySelf: 'end' } } });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.wide]: { justifyContent: 'flex-end' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent.text, textDecoration: 'underline' } },
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.text.secondary,
  '@media': {
    [media.wide]: {
      gridColumn: '1 / -1',
      justifySelf: 'stretch',
      paddingTop: vars.space.medium,
      borderTop: `1px solid ${vars.color.border.subtle}`,
    },
  },
});
