import { vars } from '@heartline/ui/theme';
import { globalStyle } from '@vanilla-extract/css';

// Taps answer at once (no wait for a double-tap); pinch-zoom stays free (decisions.md).
globalStyle('html', { touchAction: 'manipulation', background: vars.color.background.page });

globalStyle('body', { minHeight: '100dvh', overscrollBehaviorY: 'none' });
