/**
 * The errors every SDK call rejects with. Callers branch on `kind` (or `instanceof`) and `code`;
 * `message` is the server's message in the interface language when the server gave one, and an
 * English default otherwise (the app shows its own translation for those kinds).
 */
export type HeartlineErrorKind =
  'api' | 'unauthorized' | 'forbidden' | 'http' | 'maintenance' | 'network' | 'timeout';

/** Envelope codes the client reacts to (the full catalogue is ErrorCode in openapi.yaml). */
export const ErrorCodes = {
  success: 200,
  invalidRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  idempotencyConflict: 409,
  tooManyRequests: 429,
  insufficientCoins: 105,
  insufficientTranslation: 106,
  /** The pair cannot be translated, or the text is already in that language (nothing charged). */
  untranslatable: 1702,
} as const;

export const defaultMessages = {
  unauthorized: 'Authorization verification failed',
  forbidden: 'Forbidden',
  maintenance:
    'The server is under maintenance. We apologise for the inconvenience and thank you for your patience.',
  network: 'The network is unavailable. Please check your connection and try again.',
  timeout: 'The request timed out. Please try again.',
} as const;

export class HeartlineError extends Error {
  /** What kind of failure this is; the app picks its notice from it. */
  readonly kind: HeartlineErrorKind;
  /** The envelope code when the server answered with one, otherwise null. */
  readonly code: number | null;
  /** The HTTP status when a response arrived, otherwise null. */
  readonly status: number | null;

  constructor(
    kind: HeartlineErrorKind,
    message: string,
    init: { code?: number | null; status?: number | null; cause?: unknown } = {},
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.code = init.code ?? null;
    this.status = init.status ?? null;
  }
}

/** The server refused the call with an envelope code other than 200 (a business rule, bad input). */
export class ApiError extends HeartlineError {
  declare readonly code: number;
  constructor(code: number, message: string, status: number | null) {
    super('api', message, { code, status });
  }
}

/** Envelope code 401 or HTTP 401: the login is gone; the onUnauthorized hook has been called. */
export class UnauthorizedError extends HeartlineError {
  constructor(message: string = defaultMessages.unauthorized, status: number | null = 401) {
    super('unauthorized', message, { code: ErrorCodes.unauthorized, status });
  }
}

/** HTTP 403: the app shows its Forbidden notice with this message. */
export class ForbiddenError extends HeartlineError {
  constructor(
    message: string = defaultMessages.forbidden,
    code: number | null = ErrorCodes.forbidden,
  ) {
    super('forbidden', message, { code, status: 403 });
  }
}

/**
 * Any other HTTP failure. With a message from the server it is kind 'http'; without one (a proxy
 * page, a crash, a 5xx) it is kind 'maintenance' and the app shows the maintenance notice.
 */
export class HttpError extends HeartlineError {
  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ? 'http' : 'maintenance', serverMessage ?? defaultMessages.maintenance, {
      status,
    });
  }
}

/** The request never reached the server, or its answer never arrived. */
export class NetworkError extends HeartlineError {
  constructor(cause: unknown) {
    super('network', defaultMessages.network, { cause });
  }
}

/** No answer within the time-out (30 seconds by default). */
export class TimeoutError extends HeartlineError {
  constructor(timeoutMs: number, cause?: unknown) {
    super('timeout', `${defaultMessages.timeout} (${timeoutMs / 1000} s)`, { cause });
  }
}

export function isHeartlineError(error: unknown): error is HeartlineError {
  return error instanceof HeartlineError;
}

/** What a refusal says is short: the gold coins, or everything a translation could be paid with. */
export type ShortOf = 'coins' | 'translation';

/**
 * What the refusal says is short, from its code: 105, the gold coins; 106, both the translation
 * characters and the coins. Null for any other error. Takes an SDK error, or any error with an
 * envelope code (a chat send refused by the server carries the same codes), so that every paid
 * thing in the app tells "short of money" the same way.
 */
export function shortOfFunds(error: unknown): ShortOf | null {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === ErrorCodes.insufficientCoins) return 'coins';
  if (code === ErrorCodes.insufficientTranslation) return 'translation';
  return null;
}

/** True when the refusal means "not enough gold coins or characters": open the recharge dialog. */
export function isInsufficientFunds(error: unknown): boolean {
  return isHeartlineError(error) && shortOfFunds(error) !== null;
}
