import { style } from '@vanilla-extract/css';

/** The fields sit in their form's two-column grid; these span both columns. */
export const wide = style({ gridColumn: '1 / -1' });
