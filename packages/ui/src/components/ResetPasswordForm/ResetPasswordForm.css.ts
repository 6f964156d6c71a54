import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

export const root = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const back = style([textStyle.body, { justifySelf: 'center' }]);

export const done = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  textAlign: 'center',
});

export const doneArt = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '88px',
  height: '88px',
  borderRadius: vars.radius.full,
  background: vars.color.success.soft,
  color: vars.color.success.text,
  fontSize: '40px',
});

/** "Back to log in" as the panel's main action: a link that looks like the primary button. */
export const doneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlLarge,
  marginTop: vars.space.small,
  padding: `0 ${vars.space.xlarge}`,
  borderRadius: vars.radius.full,
  background: vars.gradient.brand,
  color: vars.color.accent.onSolid,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.gradient.brandHover } },
});
