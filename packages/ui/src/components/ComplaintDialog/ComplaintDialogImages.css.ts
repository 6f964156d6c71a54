import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.small });

export const heading = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

const tile = style({
  position: 'relative',
  width: '84px',
  height: '84px',
  borderRadius: vars.radius.medium,
});

// Clipped inside its own box: an image's rounded corners otherwise bleed a pixel past it, which
// Chromium leaves behind when the thumbnails move.
export const thumb = style([
  tile,
  {
    overflow: 'hidden',
    background: vars.color.background.sunken,
    border: `1px solid ${vars.color.border.subtle}`,
  },
]);

export const picture = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const remove = style({
  position: 'absolute',
  top: vars.space.xsmall,
  right: vars.space.xsmall,
  width: '26px',
  height: '26px',
  fontSize: '14px',
  boxShadow: vars.shadow.medium,
});

export const uploading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.accent.text,
});

export const add = style([
  tile,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxsmall,
    padding: vars.space.xsmall,
    border: `1px dashed ${vars.color.border.field}`,
    background: vars.color.background.surface,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': {
        borderColor: vars.color.accent.text,
        color: vars.color.accent.text,
        background: vars.color.accent.soft,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const addIcon = style({ fontSize: vars.size.iconLarge });
