import { media, vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

const topBarHeight = { narrow: '60px', wide: '64px' };
const bottomBarHeight = '58px';

export const root = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: `${vars.gradient.glow}, ${vars.color.background.page}`,
  backgroundAttachment: 'fixed',
  paddingTop: topBarHeight.narrow,
  '@media': { [media.wide]: { paddingTop: topBarHeight.wide } },
  selectors: {
    '&[data-bottom-bar="true"]': {
      paddingBottom: `calc(${bottomBarHeight} + env(safe-area-inset-bottom))`,
    },
  },
});

export const topBar = style({ position: 'fixed', top: 0, left: 0, right: 0 });

/** Three columns from here: side menu, page, side bar. */
const roomy = 'screen and (min-width: 1100px)';

export const body = style({
  flex: 1,
  width: '100%',
  maxWidth: '1360px',
  margin: '0 auto',
  padding: vars.space.medium,
  '@media': {
    [media.wide]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"menu aside" "menu main"',
      alignItems: 'start',
      gap: vars.space.xlarge,
      padding: vars.space.xlarge,
    },
    [roomy]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) 300px',
      gridTemplateRows: 'auto',
      gridTemplateAreas: '"menu main aside"',
    },
  },
});

const sticky = {
  position: 'sticky',
  top: `calc(${topBarHeight.wide} + ${vars.space.xlarge})`,
} as const;

export const menuColumn = style({
  ...sticky,
  gridArea: 'menu',
  width: 'max-content',
  maxWidth: '240px',
});

export const asideColumn = style({ gridArea: 'aside', '@media': { [roomy]: sticky } });

export const main = style({ gridArea: 'main', minWidth: 0 });

export const offline = style({ marginBottom: vars.space.medium });

export const footer = style({ marginTop: vars.space.xlarge });

export const bottomBar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
});

export const windowEmpty = style({ height: '100%', justifyContent: 'center' });
