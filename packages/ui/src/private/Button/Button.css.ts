import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background, background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:active:not(:disabled):not([aria-busy="true"])': { transform: 'scale(0.97)' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.gradient.brand,
        color: vars.color.accent.onSolid,
        boxShadow: `0 6px 16px -6px ${vars.color.accent.solid}`,
        selectors: { '&:hover:not(:disabled)': { background: vars.gradient.brandHover } },
      },
      secondary: {
        background: vars.color.background.surface,
        color: vars.color.text.primary,
        borderColor: vars.color.border.strong,
        selectors: {
          '&:hover:not(:disabled)': {
            background: vars.color.background.sunken,
            borderColor: vars.color.border.field,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.accent.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accent.soft } },
      },
      danger: {
        background: vars.color.danger.solid,
        color: vars.color.danger.onSolid,
        boxShadow: `0 6px 16px -8px ${vars.color.danger.solid}`,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.danger.solidHover } },
      },
      gold: {
        background: vars.gradient.gold,
        color: vars.color.gold.onSolid,
        boxShadow: `0 6px 16px -8px ${vars.color.gold.solid}`,
        selectors: { '&:hover:not(:disabled)': { filter: 'saturate(1.15) brightness(0.97)' } },
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlSmall,
        padding: `0 ${vars.space.medium}`,
        fontSize: vars.fontSize.small,
      },
      medium: {
        minHeight: vars.size.controlMedium,
        padding: `0 ${vars.space.large}`,
        fontSize: vars.fontSize.medium,
      },
      large: {
        minHeight: vars.size.controlLarge,
        padding: `0 ${vars.space.xlarge}`,
        fontSize: vars.fontSize.large,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/**
 * While loading, the label keeps the button's width and its accessible name (so not `visibility:
 * hidden`) but gives its place to the spinner.
 */
export const hiddenContent = style({ opacity: 0, display: 'inline-flex', gap: 'inherit' });
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: 'inherit' });

export const spinner = style({ position: 'absolute', inset: 0, margin: 'auto' });
