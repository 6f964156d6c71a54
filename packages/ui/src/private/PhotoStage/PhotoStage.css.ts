import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The viewer dialog's night backdrop (the dialog carries the dark theme in either theme). */
export const frame = style({ background: vars.color.background.page });

/** The stage above the viewer's controls. */
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  height: '100%',
});

export const stage = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  alignSelf: 'stretch',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  // The full-screen modal lets clicks on its bare backdrop through; the photo takes them.
  pointerEvents: 'auto',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  selectors: { '&[data-status="failed"]': { visibility: 'hidden' } },
});

/** The spinner or the failure message, in the middle of the stage. */
export const notice = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  height: 'fit-content',
  padding: vars.space.large,
  color: vars.color.text.secondary,
  textAlign: 'center',
  fontSize: vars.fontSize.medium,
});

export const noticeIcon = style({ fontSize: '40px', color: vars.color.text.placeholder });
