import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const wrap = '(max-width: 419px)';

export const actions = recipe({
  base: {
    position: 'relative',
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
  },
  variants: {
    variant: {
      // On a narrow card, two or more buttons move under the text; one stays beside it.
      compact: {
        '@container': {
          [wrap]: { selectors: { '&:has(> :nth-child(2))': { gridColumn: '2 / -1' } } },
        },
      },
      large: { width: '100%', marginTop: vars.space.xsmall },
    },
  },
});

export const chatButton = style({ flex: 1, minWidth: 0 });
