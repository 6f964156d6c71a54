import { media, vars } from '@heartline/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/** The chat fills the page's height: the list and the conversation scroll inside it. */
export const view = style({
  display: 'grid',
  minHeight: 0,
  overflow: 'hidden',
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xlarge,
  boxShadow: vars.shadow.small,
});

export const frame = styleVariants({
  /** The /chat and /chats pages. */
  page: {
    height: 'calc(100dvh - 150px)',
    minHeight: '460px',
    '@media': { [media.narrow]: { height: 'calc(100dvh - 190px)', minHeight: '420px' } },
  },
  /** Inside the floating window: no frame of its own. */
  window: { height: '100%', border: 'none', borderRadius: 0, boxShadow: 'none' },
});

export const columns = styleVariants({
  /**
   * The list never narrower than its rows need (customer service's name and tag, a time, an
   * unread count: 300 px) nor wider than 340 px; the conversation takes the rest.
   */
  split: { gridTemplateColumns: 'clamp(300px, 38%, 340px) minmax(0, 1fr)' },
  single: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

export const listPane = style({
  display: 'grid',
  // The title, the offer of notifications when shown (else no height), the list.
  gridTemplateRows: 'auto auto minmax(0, 1fr)',
  // The column's width, never the widest preview line's.
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: 0,
  minWidth: 0,
  overflow: 'hidden',
  borderRight: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
  selectors: { [`${columns.single} &`]: { borderRight: 'none' } },
});

/** The offer of notifications, above the conversations. */
export const pushPrompt = style({
  gridRow: 2,
  margin: `${vars.space.small} ${vars.space.medium} 0`,
});

export const listHeader = style({
  gridRow: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const listTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const list = style({ gridRow: 3, minHeight: 0, height: '100%' });

export const failed = style({ gridRow: 3, alignSelf: 'center' });

export const conversation = style({
  display: 'grid',
  gridTemplateRows: 'auto auto minmax(0, 1fr) auto',
  minHeight: 0,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.large}`,
  minHeight: '60px',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const who = style({
  display: 'grid',
  minWidth: 0,
  flex: 1,
  gap: vars.space.xxsmall,
});

export const name = style({
  minWidth: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.danger.soft,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.small,
});

export const translating = style({
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.small,
});

export const messages = style({ minHeight: 0, height: '100%' });

export const input = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
  padding: vars.space.small,
});

export const placeholder = style({ alignSelf: 'center', justifySelf: 'center' });

export const centred = style({ display: 'grid', placeItems: 'center', minHeight: 0 });

/** Said to screen readers only (the list's own heading under the page's title). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
