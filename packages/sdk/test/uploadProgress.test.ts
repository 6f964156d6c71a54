// Uploads report their progress through XMLHttpRequest (fetch cannot tell how much of a body has
// gone out), and still pass through the product's middleware: headers out, the envelope unwrapped
// on the way back. A small XMLHttpRequest stands in for the browser's and records what it sent.
import { afterEach, expect, it, vi } from 'vitest';
import { createSdk, type UploadProgress } from '../src';

type Sent = { method: string; url: string; headers: Record<string, string>; body: ArrayBuffer };

/** Answers every request with `answer`, reporting upload progress in two steps first. */
function fakeXhr(answer: { status: number; json: unknown }, sent: Sent[]) {
  return class FakeXhr {
    upload: { onprogress?: (event: ProgressEvent) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    responseType = '';
    status = 0;
    response: ArrayBuffer | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {
      this.onabort?.();
    }
    send(body: ArrayBuffer) {
      sent.push({ ...this.request, body });
      const total = body.byteLength;
      queueMicrotask(() => {
        for (const loaded of [total / 2, total]) {
          this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
        }
        this.status = answer.status;
        this.response = new TextEncoder().encode(JSON.stringify(answer.json)).buffer;
        this.onload?.();
      });
    }
  };
}

afterEach(() => vi.unstubAllGlobals());

it('sends the multipart image with the headers, reporting progress up to 100 %', async () => {
  const sent: Sent[] = [];
  const data = { url: '/uploads/a.png', size: 5000 };
  vi.stubGlobal(
    'XMLHttpRequest',
    fakeXhr({ status: 200, json: { code: 200, msg: 'ok', data } }, sent),
  );
  const sdk = createSdk({ baseUrl: 'http://api.test', brand: 'Chrome', getToken: () => 'tok-9' });
  const progress: UploadProgress[] = [];
  const image = new Blob([new Uint8Array(5000).fill(65)], { type: 'image/png' });
  const answer = await sdk.file.upload({
    file: image,
    purpose: 'album',
    onProgress: (step) => progress.push(step),
  });

  expect(answer).toEqual(data);
  const [request] = sent;
  expect(request).toMatchObject({ method: 'POST', url: 'http://api.test/file/upload' });
  expect(request!.headers.token).toBe('tok-9');
  expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const body = new TextDecoder().decode(request!.body);
  expect(body).toContain('A'.repeat(5000));
  expect(body).toMatch(/name="purpose"\r\n\r\nalbum\r\n/);
  expect(progress.map((step) => step.fraction)).toEqual([0.5, 1, 1]);
});

it('rejects with the envelope error through XHR as through fetch', async () => {
  const refusal = { code: 400, msg: 'Only JPG, PNG and GIF images', data: null };
  vi.stubGlobal('XMLHttpRequest', fakeXhr({ status: 200, json: refusal }, []));
  const sdk = createSdk({ baseUrl: 'http://api.test', brand: 'Chrome' });
  const upload = sdk.file.upload({
    file: new Blob(['x'], { type: 'text/plain' }),
    purpose: 'album',
    onProgress: () => undefined,
  });
  await expect(upload).rejects.toMatchObject({ message: 'Only JPG, PNG and GIF images' });
});
