import type { InterfaceLanguage } from '../src/i18n/languages';
import { interfaceLanguages, nativeLanguageNames } from '../src/i18n/languages';
import { about } from './content/about';
import { help } from './content/help';
import { privacy } from './content/privacy';
import { safety } from './content/safety';
import type { StaticPageContent } from './content/types';
import { staticPageHref, staticPages, type StaticPageName } from './staticPageLinks';

export const staticPageContent: Record<StaticPageName, StaticPageContent> = {
  about,
  safety,
  privacy,
  help,
};

const backLabel: Record<InterfaceLanguage, string> = {
  en: 'Back to Heartline',
  'zh-CN': '返回 Heartline',
  'zh-TW': '返回 Heartline',
  de: 'Zurück zu Heartline',
  ru: 'Вернуться в Heartline',
  ko: 'Heartline으로 돌아가기',
  ja: 'Heartline に戻る',
  es: 'Volver a Heartline',
};

const otherLanguagesLabel: Record<InterfaceLanguage, string> = {
  en: 'Other languages',
  'zh-CN': '其他语言',
  'zh-TW': '其他語言',
  de: 'Andere Sprachen',
  ru: 'Другие языки',
  ko: '다른 언어',
  ja: 'ほかの言語',
  es: 'Otros idiomas',
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// The page stands alone (no app script): the brand's colours, light and dark, inline.
const css = `
:root{color-scheme:light dark;--page:#fffaf7;--surface:#fff;--text:#261b18;--muted:#6f5a53;--line:#ecdcd5;--accent:#b31a4d;--brand:linear-gradient(135deg,#dc3150 0%,#d6245d 45%,#b8246b 100%)}
@media (prefers-color-scheme:dark){:root{--page:#151013;--surface:#1c1519;--text:#f6eef1;--muted:#c9b9bf;--line:#3f3138;--accent:#ff9fb5}}
*{box-sizing:border-box}
body{margin:0;background:var(--page);color:var(--text);font:16px/1.7 Inter,"SF Pro Text",-apple-system,"Segoe UI",Roboto,"Noto Sans CJK SC","Noto Sans CJK TC","Noto Sans CJK JP","Noto Sans CJK KR","Liberation Sans",Arial,sans-serif}
header{background:var(--brand);color:#fff;padding:20px 24px 56px}
.bar{max-width:760px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;gap:16px;flex-wrap:wrap}
.brand{display:inline-flex;align-items:center;gap:10px;color:#fff;text-decoration:none;font-weight:700;font-size:20px}
.brand svg{width:32px;height:32px}
.back{color:#fff;font-weight:600;font-size:14px}
h1{max-width:760px;margin:32px auto 0;font-size:32px;line-height:1.25;text-wrap:balance}
main{max-width:760px;margin:-32px auto 0;padding:0 16px 48px}
article{background:var(--surface);border:1px solid var(--line);border-radius:20px;padding:28px 24px;box-shadow:0 8px 24px rgb(38 27 24 / 8%)}
.lead{font-size:18px;margin:0 0 8px}
h2{font-size:19px;margin:28px 0 4px}
p{margin:0 0 12px;color:var(--muted)}
.lead{color:var(--text)}
nav{margin-top:24px;font-size:14px;color:var(--muted)}
nav a{color:var(--accent);margin-right:14px;display:inline-block}
a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
`;

const mark =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><rect width="24" height="24" rx="6" fill="#fff" fill-opacity=".18"/><path d="M12 19.2s-6.6-4-6.6-9A3.8 3.8 0 0 1 12 8a3.8 3.8 0 0 1 6.6 2.2c0 5-6.6 9-6.6 9z" fill="#fff"/></svg>';

/** One footer page as a complete HTML document in one language. */
export function renderStaticPage(language: InterfaceLanguage, page: StaticPageName): string {
  const text = staticPageContent[page][language];
  const sections = text.sections
    .map(
      (section) =>
        `<h2>${escape(section.heading)}</h2>${section.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}`,
    )
    .join('');
  const others = interfaceLanguages
    .filter((code) => code !== language)
    .map(
      (code) =>
        `<a href="${staticPageHref(code, page)}" lang="${code}" hreflang="${code}">${nativeLanguageNames[code]}</a>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(text.title)} · Heartline</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${css}</style>
</head>
<body>
<header><div class="bar"><a class="brand" href="/">${mark}Heartline</a><a class="back" href="/">${escape(backLabel[language])}</a></div><h1>${escape(text.title)}</h1></header>
<main><article><p class="lead">${escape(text.lead)}</p>${sections}</article>
<nav aria-label="${escape(otherLanguagesLabel[language])}">${escape(otherLanguagesLabel[language])}: ${others}</nav></main>
</body>
</html>
`;
}

/** Every page in every language, as [file name under dist, HTML]. */
export function allStaticPages(): [string, string][] {
  return interfaceLanguages.flatMap((language) =>
    staticPages.map((page): [string, string] => [
      staticPageHref(language, page).slice(1),
      renderStaticPage(language, page),
    ]),
  );
}
