import { HttpError } from './errors';

/**
 * The envelope's `data` of a successful openapi-fetch result. openapi-fetch's `Readable` drops
 * keys typed `null`, so an envelope without `data` in its type is one whose data is null.
 */
export type EnvelopeData<R> = R extends { data: infer E }
  ? E extends { data: infer D }
    ? D
    : null
  : never;

/**
 * Resolves an openapi-fetch call to the envelope's `data`. Failures never reach here: the
 * envelope middleware has already rejected them with a typed error.
 */
export async function unwrap<R extends { data?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<EnvelopeData<R>> {
  const { data, response } = await call;
  if (typeof data !== 'object' || data === null || !('data' in data)) {
    throw new HttpError(response.status, null);
  }
  return data.data as EnvelopeData<R>;
}
