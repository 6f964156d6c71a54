import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The header's own width, as in ProfileHeader.css.ts: from here its grid has two columns. */
const wide = '(min-width: 560px)';

const fullRow = { '@container': { [wide]: { gridColumn: '1 / -1' } } } as const;

export const counts = style({
  ...fullRow,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  margin: 0,
  marginTop: vars.space.xsmall,
  padding: `${vars.space.small} 0 0`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  listStyle: 'none',
});

export const countItem = style({ display: 'flex', minWidth: 0 });

export const count = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: `${vars.space.small} ${vars.space.xxsmall}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
});

export const countButton = style({
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background.sunken } },
});

export const countValue = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const countLabel = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xsmall,
});
