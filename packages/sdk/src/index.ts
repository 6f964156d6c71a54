export { createSdk, type HeartlineSdk } from './createSdk';
export type { UploadProgress } from './client/progressFetch';
export {
  createHeartlineClient,
  DEFAULT_TIMEOUT_MS,
  type HeartlineClient,
  type HeartlineClientOptions,
} from './client/createHeartlineClient';
export {
  ApiError,
  ErrorCodes,
  ForbiddenError,
  HeartlineError,
  HttpError,
  NetworkError,
  TimeoutError,
  UnauthorizedError,
  defaultMessages,
  isHeartlineError,
  isInsufficientFunds,
  shortOfFunds,
  type HeartlineErrorKind,
  type ShortOf,
} from './client/errors';
export { browserBrand } from './client/browserBrand';
export { unwrap } from './client/unwrap';
export {
  newIdempotencyKey,
  type Body,
  type Data,
  type PaymentOptions,
  type Query,
  type Schema,
} from './client/operationTypes';
export type { components, operations, paths } from './generated/schema';
