import { vars } from '@heartline/ui';
import { globalStyle } from '@vanilla-extract/css';

// No double-tap zoom (the product blocks zoom); taps stay fast.
globalStyle('html', { touchAction: 'manipulation', background: vars.color.background.page });

globalStyle('body', { minHeight: '100dvh', overscrollBehaviorY: 'none' });
