import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';

export const formError = style([
  textStyle.small,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    margin: 0,
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderRadius: vars.radius.large,
    background: vars.color.danger.soft,
    color: vars.color.danger.text,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const formErrorIcon = style({
  flexShrink: 0,
  marginTop: '0.1em',
  fontSize: vars.size.iconMedium,
});

/** A form's heading and the line under it. */
export const formTitle = style([textStyle.title, { color: vars.color.text.primary }]);
export const formSubtitle = style([
  textStyle.body,
  { marginTop: vars.space.xsmall, color: vars.color.text.secondary },
]);

/** A link inside a form ("Forgot password?"): the accent text colour, underlined on hover. */
export const formLink = style({
  color: vars.color.text.link,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
