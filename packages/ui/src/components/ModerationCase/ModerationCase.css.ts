import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.xlarge,
  minWidth: 0,
  color: vars.color.text.primary,
});

export const header = style({ display: 'grid', gap: vars.space.xsmall });

export const title = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const reason = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent.text,
});

export const meta = style({ fontSize: vars.fontSize.small, color: vars.color.text.secondary });

export const handled = style({
  justifySelf: 'start',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.success.soft,
  color: vars.color.success.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const section = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const sectionTitle = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const text = style({
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const none = style({ fontSize: vars.fontSize.small, color: vars.color.text.secondary });

export const screenshots = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const screenshot = style({
  display: 'block',
  width: '96px',
  height: '96px',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.sunken,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const people = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
});

export const role = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent.text,
});

export const entries = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background.sunken,
  border: '1px solid transparent',
  selectors: {
    '&[data-deleted="true"]': { borderStyle: 'dashed', borderColor: vars.color.border.strong },
  },
});

export const entryMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.text.secondary,
});

export const deleted = style({
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.semibold,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** A message; the reported member's lean to the end, like the other side of a chat. */
export const message = style([
  entry,
  {
    maxWidth: '85%',
    selectors: {
      '&[data-sender="reported"]': {
        justifySelf: 'end',
        background: vars.color.accent.soft,
      },
    },
  },
]);

export const senderRole = style({ fontWeight: vars.fontWeight.semibold });
