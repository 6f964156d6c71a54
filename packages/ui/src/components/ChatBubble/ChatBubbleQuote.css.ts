import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** A quote sits above its reply, on the reply's side, a quiet card with the accent on its edge. */
export const quote = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    maxWidth: '100%',
    minWidth: 0,
    marginBottom: '-6px',
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    paddingBottom: `calc(${vars.space.xsmall} + 6px)`,
    borderRadius: vars.radius.large,
    borderInlineStart: `3px solid ${vars.color.accent.solid}`,
    background: vars.color.background.sunken,
    color: vars.color.text.secondary,
    font: 'inherit',
    fontSize: vars.fontSize.small,
    textAlign: 'start',
  },
  variants: {
    side: { own: { alignSelf: 'flex-end' }, peer: { alignSelf: 'flex-start' } },
    button: {
      true: {
        cursor: 'pointer',
        border: 'none',
        borderInlineStart: `3px solid ${vars.color.accent.solid}`,
        selectors: {
          '&:hover': { background: vars.color.accent.soft },
          '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
        },
      },
      false: {},
    },
  },
});

export const author = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent.text,
});

export const text = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
