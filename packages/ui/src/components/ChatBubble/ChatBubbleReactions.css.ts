import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Under the bubble, tucked against its lower edge, on its side. */
export const list = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xxsmall,
    margin: 0,
    marginTop: '-6px',
    padding: 0,
    listStyle: 'none',
    position: 'relative',
  },
  variants: {
    side: {
      own: { justifyContent: 'flex-end', paddingInlineEnd: vars.space.small },
      peer: { paddingInlineStart: vars.space.small },
    },
  },
});

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    minHeight: '26px',
    paddingInline: '6px',
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.background.raised,
    boxShadow: vars.shadow.small,
    color: vars.color.text.primary,
    font: 'inherit',
    fontSize: vars.fontSize.xsmall,
    lineHeight: 1,
    selectors: {
      'button&': { cursor: 'pointer' },
      'button&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    },
  },
  variants: {
    mine: {
      true: { borderColor: vars.color.accent.solid, background: vars.color.accent.soft },
      false: {},
    },
  },
});

export const count = style({ fontWeight: vars.fontWeight.semibold });
