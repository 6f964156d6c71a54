import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const wide = '(min-width: 560px)';
const narrow = '(max-width: 559.98px)';

export const root = style({
  containerType: 'inline-size',
  overflow: 'hidden',
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xlarge,
  boxShadow: vars.shadow.small,
  color: vars.color.text.primary,
});

export const cover = style({
  height: '128px',
  background: `linear-gradient(120deg, ${vars.color.accent.soft} 0%, ${vars.color.gold.soft} 45%, ${vars.color.plum.soft} 100%)`,
  '@container': { [wide]: { height: '176px' } },
});

export const coverImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const content = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  padding: `0 ${vars.space.large} ${vars.space.large}`,
  '@container': {
    // The avatar's column keeps its width, and the actions take only what is left beside it, so
    // long labels (German, Russian) wrap the row instead of pushing it over the avatar.
    [wide]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      columnGap: vars.space.xlarge,
      padding: `0 ${vars.space.xlarge} ${vars.space.xlarge}`,
    },
  },
});

export const avatar = style({
  gridRow: 1,
  gridColumn: 1,
  marginTop: `calc(${vars.size.avatarXlarge} / -2)`,
  boxShadow: `0 0 0 4px ${vars.color.background.surface}`,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  '@container': { [wide]: { gridColumn: '1 / -1' } },
});

export const nameRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const name = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** A little under the name's size: the seal's lobes make it look larger than letters. */
export const verified = style({ fontSize: vars.fontSize.xlarge });

export const account = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  '@container': {
    [wide]: {
      gridRow: 1,
      gridColumn: 2,
      alignSelf: 'end',
      justifyContent: 'flex-end',
      paddingTop: vars.space.medium,
    },
  },
});

/**
 * Under the avatar (a narrow header), the labelled buttons stretch to fill each line they wrap
 * onto, so the row reflows into even lines; a label longer than the line breaks inside its button.
 */
export const textAction = style({
  '@container': {
    [narrow]: { flex: '1 1 auto', minWidth: 0, maxWidth: '100%', whiteSpace: 'normal' },
  },
});

/** Not yet followed: a bordered accent button, lighter than Chat, the primary action. */
export const followButton = style({ borderColor: vars.color.accent.text });
