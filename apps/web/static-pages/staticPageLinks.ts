/** The footer's static pages (spec section 1), one HTML file per interface language. */
export const staticPages = ['about', 'safety', 'privacy', 'help'] as const;

export type StaticPageName = (typeof staticPages)[number];

/** The page's address in a language: it depends on the current language ("/pages/de/help.html"). */
export function staticPageHref(language: string, page: StaticPageName) {
  return `/pages/${language}/${page}.html`;
}
