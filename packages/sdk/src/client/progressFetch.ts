/** How far an upload has gone: bytes sent of the total, and the fraction (0 to 1). */
export interface UploadProgress {
  loaded: number;
  total: number;
  fraction: number;
}

/**
 * A fetch that reports upload progress. fetch() cannot tell how much of a request body has gone
 * out, XMLHttpRequest can, so in a browser the request is replayed through XHR (headers, body and
 * abort signal included) and its answer wrapped back into a Response for the middleware. Where
 * there is no XHR (Node), it falls back to the global fetch and reports 100 % when done.
 */
export function progressFetch(onProgress: (progress: UploadProgress) => void) {
  return async (request: Request): Promise<Response> => {
    if (typeof XMLHttpRequest === 'undefined') {
      const response = await globalThis.fetch(request);
      onProgress({ loaded: 1, total: 1, fraction: 1 });
      return response;
    }
    const body = await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'arraybuffer';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable ? event.total : body.byteLength;
        onProgress({ loaded: event.loaded, total, fraction: total ? event.loaded / total : 0 });
      };
      xhr.onload = () => {
        onProgress({ loaded: body.byteLength, total: body.byteLength, fraction: 1 });
        resolve(
          new Response(xhr.response as ArrayBuffer, { status: xhr.status, headers: parse(xhr) }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      // Like fetch, reject with the signal's reason as it is: the timeout middleware tells its
      // TimeoutError by it, and a caller's abort(reason) may be any value.
      xhr.onabort = () =>
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- fetch semantics
        reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError'));
      if (request.signal.aborted) return xhr.abort();
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

function parse(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
