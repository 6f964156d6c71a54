import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../../theme/typography.css';
import * as field from '../../private/TextField/TextField.css';

/** From this width of the form: two columns, step names under the dots. */
export const roomy = '(min-width: 520px)';

/** Lays itself out by its own width: a phone or a card on a wide page. */
export const root = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const step = style({ display: 'grid', gap: vars.space.xlarge, minWidth: 0 });

export const title = style([
  textStyle.title,
  { color: vars.color.text.primary, selectors: { '&:focus-visible': { outlineOffset: '4px' } } },
]);

export const fields = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  gap: vars.space.large,
  '@container': { [roomy]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });
export const next = style({ flex: '1 1 160px', marginInlineStart: 'auto' });

// The gender segments: a Radix radio group drawn as one pill of three.
export const gender = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });
export const groupLabel = field.label;
export const groupError = field.error;
export const hint = field.hint;

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xxsmall,
  minHeight: vars.size.controlLarge,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.field}`,
  background: vars.color.background.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger.text } },
});

export const segment = style({
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.sunken, color: vars.color.text.primary },
    '&[data-state="checked"]': {
      background: vars.color.accent.soft,
      color: vars.color.accent.text,
    },
  },
});

export const done = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  textAlign: 'center',
});

export const doneArt = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '88px',
  height: '88px',
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: '40px',
});
