import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const twoColumns = '(min-width: 520px)';

/** One column on a phone; two from 520 px of its own width, the long fields spanning both. */
export const root = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
});

// A grid inside the container: a container cannot query its own width.
export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  gap: vars.space.large,
  '@container': { [twoColumns]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@container': { [twoColumns]: { gridColumn: '1 / -1' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
});

// Full-width buttons on a phone, natural width from two columns on.
globalStyle(`${actions} > *`, { flex: '1 1 auto' });
globalStyle(`${actions} > *`, { '@container': { [twoColumns]: { flex: '0 0 auto' } } });
