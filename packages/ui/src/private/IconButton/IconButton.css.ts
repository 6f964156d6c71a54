import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: {
    // No `position`: consumers place the button with their own class (the dialog's close button
    // is absolute), and in the production build their sheet may come first (IconButton.test.tsx).
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    transitionProperty: 'background, color, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:active:not(:disabled)': { transform: 'scale(0.94)' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.color.text.secondary,
        selectors: {
          '&:hover:not(:disabled)': {
            background: vars.color.background.sunken,
            color: vars.color.text.primary,
          },
        },
      },
      secondary: {
        background: vars.color.background.surface,
        color: vars.color.text.primary,
        borderColor: vars.color.border.subtle,
        boxShadow: vars.shadow.small,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.background.sunken } },
      },
      soft: {
        background: vars.color.accent.soft,
        color: vars.color.accent.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accent.softHover } },
      },
      gold: {
        background: vars.gradient.gold,
        color: vars.color.gold.onSolid,
        selectors: { '&:hover:not(:disabled)': { filter: 'saturate(1.15) brightness(0.97)' } },
      },
      primary: {
        background: vars.gradient.brand,
        color: vars.color.accent.onSolid,
        selectors: { '&:hover:not(:disabled)': { background: vars.gradient.brandHover } },
      },
    },
    size: {
      small: { width: vars.size.controlSmall, height: vars.size.controlSmall, fontSize: '18px' },
      medium: { width: vars.size.controlMedium, height: vars.size.controlMedium, fontSize: '20px' },
      large: { width: vars.size.controlLarge, height: vars.size.controlLarge, fontSize: '24px' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
