import type { InterfaceLanguage } from '../../src/i18n/languages';

/** One static page in one language: a title, a lead paragraph and short sections. */
export type StaticPageText = {
  title: string;
  lead: string;
  sections: { heading: string; paragraphs: string[] }[];
};

export type StaticPageContent = Record<InterfaceLanguage, StaticPageText>;
