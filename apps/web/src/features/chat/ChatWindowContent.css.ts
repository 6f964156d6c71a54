import { vars } from '@heartline/ui/theme';
import { style } from '@vanilla-extract/css';

/** Another page of the message center, scrolling inside the window. */
export const page = style({ height: '100%', overflowY: 'auto', padding: vars.space.medium });
