import type { Plugin } from 'vite';
import { isInterfaceLanguage } from '../src/i18n/languages';
import { allStaticPages, renderStaticPage } from './renderStaticPage';
import { staticPages, type StaticPageName } from './staticPageLinks';

const address = /^\/pages\/([^/]+)\/([a-z]+)\.html$/;

/**
 * The footer's static pages as plain HTML files, /pages/<language>/<page>.html: written into the
 * build, and answered by the dev server. They are not app routes, so they need no login.
 */
export function staticPagesPlugin(): Plugin {
  return {
    name: 'heartline-static-pages',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [, language, page] = address.exec(request.url?.split('?')[0] ?? '') ?? [];
        if (!isInterfaceLanguage(language) || !staticPages.includes(page as StaticPageName)) {
          return next();
        }
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(renderStaticPage(language, page as StaticPageName));
      });
    },
    generateBundle() {
      for (const [fileName, source] of allStaticPages()) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
