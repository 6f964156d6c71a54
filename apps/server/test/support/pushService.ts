/**
 * A stand-in push service, made from the Web Push protocol (RFC 8030), message encryption
 * (RFC 8291, aes128gcm) and VAPID (RFC 8292): it hands out subscriptions (an endpoint of its
 * own and a browser's key pair and auth secret), and for each push it receives checks the VAPID
 * signature (ES256 over the JWT, `aud` its own origin, not expired, `k` the server's public key)
 * and decrypts the payload as the browser would. `gone` endpoints answer 410, as a push service
 * does for a subscription the browser dropped.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece has no types: decrypt(buffer, { version, privateKey, authSecret }) -> Buffer.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import ece from 'http_ece';

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | null;
  /** The `k` of the VAPID header: the server's public key. */
  vapidKey: string;
}

export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushService {
  url: string;
  received: ReceivedPush[];
  /** Pushes refused (bad signature, undecryptable), with why. */
  refused: string[];
  subscription(): StandInSubscription;
  /** The endpoint answers 410 Gone from now on. */
  drop(endpoint: string): void;
  close(): Promise<void>;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function checkVapid(header: string | undefined, audience: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== audience) throw new Error(`VAPID aud ${claims.aud}, not ${audience}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  if (!/^(mailto:|https:\/\/)/.test(claims.sub)) throw new Error('VAPID sub missing');
  return k;
}

export async function startPushService(): Promise<PushService> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let url = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${url}${request.url ?? ''}`;
      const browser = browsers.get(endpoint);
      if (!browser || gone.has(endpoint)) {
        response.writeHead(browser ? 410 : 404).end();
        return;
      }
      try {
        const vapidKey = checkVapid(request.headers.authorization, url);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plain: Buffer = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        });
        received.push({
          endpoint,
          payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
          ttl: Number(request.headers.ttl),
          urgency: (request.headers.urgency as string | undefined) ?? null,
          vapidKey,
        });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    refused,
    subscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64(randomBytes(16));
      const endpoint = `${url}/push/${b64(randomBytes(12))}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64(ecdh.getPublicKey()), auth } };
    },
    drop: (endpoint) => gone.add(endpoint),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
