import type { Middleware } from 'openapi-fetch';

export interface HeaderSources {
  /** Sent as `platform`; the web app is `Web`. */
  platform: string;
  /** Sent as `brand`; on the web, the browser's name. */
  brand: () => string;
  /** The current interface language, read at every call so a switch applies at once. */
  getLanguage: () => string;
  /** The session token, read at every call; nothing is sent when there is none. */
  getToken: () => string | null | undefined;
}

/** Puts the headers every Heartline call carries (spec section 7) on each request. */
export function headersMiddleware(sources: HeaderSources): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('platform', sources.platform);
      request.headers.set('brand', sources.brand());
      request.headers.set('language', sources.getLanguage());
      const token = sources.getToken();
      if (token) request.headers.set('token', token);
      else request.headers.delete('token');
      return request;
    },
  };
}
