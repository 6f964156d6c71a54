import { media, textStyle, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.xlarge,
  width: '100%',
  maxWidth: '680px',
  paddingBottom: vars.space.xxlarge,
});

export const header = style({ display: 'grid', gap: vars.space.xsmall });

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const intro = style([textStyle.body, { color: vars.color.text.secondary }]);

/** A group of settings: its heading, then a card (PrivacySettings draws its own the same way). */
export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const sectionTitle = style([textStyle.subheading, { color: vars.color.text.primary }]);

export const card = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  minWidth: 0,
  '@media': { [media.wide]: { padding: vars.space.xlarge } },
});

export const dangerCard = style([card, { borderColor: vars.color.danger.soft }]);

/** A line of text beside its action; the action goes under the text on a phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const rowText = style({ display: 'grid', gap: vars.space.xxsmall, flex: '1 1 240px' });
export const rowLabel = style([textStyle.bodyStrong, { color: vars.color.text.primary }]);
export const rowDescription = style([textStyle.small, { color: vars.color.text.secondary }]);

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  flex: '1 1 240px',
  minWidth: 0,
});

export const accountText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const nickname = style([
  textStyle.bodyStrong,
  {
    fontSize: vars.fontSize.large,
    color: vars.color.text.primary,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

export const accountDetail = style([
  textStyle.small,
  {
    color: vars.color.text.secondary,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

/** The help pages: a list of links, each a whole row. */
export const links = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.xlarge,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  overflow: 'hidden',
});

export const linkItem = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});

export const link = style([
  textStyle.bodyStrong,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    minHeight: vars.size.controlLarge,
    padding: `${vars.space.medium} ${vars.space.large}`,
    color: vars.color.text.primary,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.background.sunken },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.accent.solid}`,
        outlineOffset: '-2px',
      },
    },
  },
]);

export const linkIcon = style({ color: vars.color.accent.text, fontSize: vars.size.iconMedium });
export const chevron = style({ marginLeft: 'auto', color: vars.color.text.secondary });

export const consequences = style([
  textStyle.small,
  {
    display: 'grid',
    gap: vars.space.xsmall,
    margin: 0,
    paddingInlineStart: vars.space.xlarge,
    listStyle: 'disc',
    color: vars.color.text.secondary,
  },
]);

export const cancelFields = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const cancelActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxlarge,
});

/** A setting kept on this device: its words, and a switch (a checkbox in the switch role). */
export const toggleRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.large,
  cursor: 'pointer',
});

export const toggleText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const toggleLabel = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const toggleHint = style({
  fontSize: vars.fontSize.small,
  color: vars.color.text.secondary,
});

export const toggle = style({
  appearance: 'none',
  flexShrink: 0,
  position: 'relative',
  width: '44px',
  height: '26px',
  margin: 0,
  borderRadius: vars.radius.full,
  background: vars.color.border.strong,
  cursor: 'pointer',
  transition: `background ${vars.motion.duration.fast}`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '3px',
      insetInlineStart: '3px',
      width: '20px',
      height: '20px',
      borderRadius: vars.radius.full,
      background: vars.color.background.surface,
      boxShadow: vars.shadow.small,
      transition: `transform ${vars.motion.duration.fast}`,
    },
    '&:checked': { background: vars.color.accent.solid },
    '&:checked::before': { transform: 'translateX(18px)' },
    '[dir="rtl"] &:checked::before': { transform: 'translateX(-18px)' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
