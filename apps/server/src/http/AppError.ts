import type { MessageKey } from '../i18n/catalogue/index.ts';

/** HTTP status of each envelope code (openapi.yaml: the status gives the class of failure). */
const statusOfCode: Record<number, number> = {
  400: 400,
  401: 401,
  403: 403,
  404: 404,
  409: 409,
  429: 429,
  105: 402,
  106: 402,
  1007: 429,
  1005: 429,
  1402: 403,
  1503: 409,
  1202: 404,
};

/**
 * A failure the caller caused or may see: answered as the envelope `{code, msg, data: null}` with
 * the message in the caller's language. Anything else thrown is a bug (logged, answered 500).
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly key: MessageKey;
  readonly params: Record<string, string | number>;

  constructor(
    code: number,
    options: { key?: MessageKey; params?: Record<string, string | number>; status?: number } = {},
  ) {
    const key = options.key ?? (`code.${code}` as MessageKey);
    super(key);
    this.code = code;
    this.status = options.status ?? statusOfCode[code] ?? 400;
    this.key = key;
    this.params = options.params ?? {};
  }
}

export const notFound = () => new AppError(404);
export const forbidden = () => new AppError(403);
export const unauthorized = () => new AppError(401);
