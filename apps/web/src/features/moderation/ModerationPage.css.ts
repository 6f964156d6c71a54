import { media, textStyle, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  // One column no wider than the screen: the tab list scrolls inside it rather than widening
  // the page on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  width: '100%',
  maxWidth: '1200px',
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

/** Queue and case side by side from 768 px; below, one of them at a time. */
export const workspace = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  paddingTop: vars.space.large,
  '@media': {
    [media.wide]: { gridTemplateColumns: 'minmax(240px, 340px) minmax(0, 1fr)' },
  },
});

export const queue = style({
  '@media': {
    [media.narrow]: { selectors: { [`${workspace}[data-view="case"] &`]: { display: 'none' } } },
  },
});

export const caseColumn = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
  '@media': {
    [media.narrow]: { selectors: { [`${workspace}[data-view="queue"] &`]: { display: 'none' } } },
  },
});

/** The way back to the queue, on a phone only. */
export const back = style({
  justifySelf: 'start',
  '@media': { [media.wide]: { display: 'none' } },
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxlarge,
  color: vars.color.accent.text,
});

export const pick = style({
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.xlarge,
});
