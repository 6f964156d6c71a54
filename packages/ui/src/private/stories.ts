// Shared story settings: the viewports and languages every component's stories show.
import type { Globals } from 'storybook/internal/csf';

/** A 375 px phone (the narrow layout of the product spec). */
export const onMobile: Globals = { viewport: { value: 'mobile375', isRotated: false } };

/** A 1280 px desktop (the wide layout). */
export const onDesktop: Globals = { viewport: { value: 'desktop1280', isRotated: false } };

/** Simplified Chinese: sets `lang`, which picks the Chinese font stack. */
export const inChinese: Globals = { locale: 'zh-CN' };

/** The dark theme. */
export const inDark: Globals = { theme: 'dark' };
