import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minHeight: '20px',
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.bold,
    lineHeight: '20px',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.background.sunken, color: vars.color.text.secondary },
      accent: { background: vars.color.accent.soft, color: vars.color.accent.text },
      gold: { background: vars.color.gold.soft, color: vars.color.gold.text },
      plum: { background: vars.color.plum.soft, color: vars.color.plum.text },
      success: { background: vars.color.success.soft, color: vars.color.success.text },
      danger: { background: vars.color.danger.soft, color: vars.color.danger.text },
    },
    solid: { true: {} },
  },
  compoundVariants: [
    {
      variants: { tone: 'accent', solid: true },
      style: { background: vars.color.accent.solid, color: vars.color.accent.onSolid },
    },
    {
      variants: { tone: 'gold', solid: true },
      style: { background: vars.gradient.gold, color: vars.color.gold.onSolid },
    },
    {
      variants: { tone: 'plum', solid: true },
      style: { background: vars.gradient.plum, color: vars.color.plum.onSolid },
    },
    {
      variants: { tone: 'danger', solid: true },
      style: { background: vars.color.danger.solid, color: vars.color.danger.onSolid },
    },
    {
      variants: { tone: 'success', solid: true },
      style: { background: vars.color.success.text, color: vars.color.background.surface },
    },
    {
      variants: { tone: 'neutral', solid: true },
      style: { background: vars.color.background.inverse, color: vars.color.text.inverse },
    },
  ],
  defaultVariants: { tone: 'neutral', solid: false },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
