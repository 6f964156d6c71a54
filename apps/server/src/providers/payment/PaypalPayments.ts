/**
 * PayPal through its Orders v2 REST API, with fetch: an OAuth2 client-credentials token, an order
 * with intent CAPTURE whose approve link the buyer follows, then its capture. A capture counts
 * only when PayPal says the order and exactly one capture are COMPLETED; the amount it captured
 * goes back to the wallet, which compares it with the order before crediting anything.
 */
import type {
  CapturedPayment,
  Checkout,
  OpenedPayment,
  PaymentProvider,
} from './PaymentProvider.ts';

export const PAYPAL_API = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  environment: keyof typeof PAYPAL_API;
  /** Where PayPal sends the buyer after approving, and after cancelling. */
  returnUrl: string;
  cancelUrl: string;
  /** The HTTP client: tests and the pact verification give a PayPal-shaped stand-in. */
  fetch?: typeof fetch;
  /** How long one call to PayPal may take. */
  timeoutMs?: number;
}

/** The part of PayPal's order representation read here. */
interface PaypalOrder {
  id?: string;
  status?: string;
  links?: { href?: string; rel?: string }[];
  purchase_units?: {
    payments?: {
      captures?: { status?: string; amount?: { currency_code?: string; value?: string } }[];
    };
  }[];
}

interface Answer {
  ok: boolean;
  status: number;
  body: unknown;
}

/** Capture refusals that mean the buyer has not approved the payment at PayPal (yet). */
const NOT_APPROVED = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);
/** Renew the token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export class PaypalPayments implements PaymentProvider {
  readonly #options: PaypalOptions;
  readonly #base: string;
  readonly #fetch: typeof fetch;
  #token: Promise<{ value: string; expiresAt: number }> | null = null;

  constructor(options: PaypalOptions) {
    this.#options = options;
    this.#base = PAYPAL_API[options.environment];
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  async open(checkout: Checkout): Promise<OpenedPayment> {
    const answer = await this.#call('POST', '/v2/checkout/orders', checkout.requestId, {
      intent: 'CAPTURE',
      purchase_units: [
        {
          description: checkout.description,
          custom_id: checkout.buyer,
          amount: {
            currency_code: checkout.amount.currency,
            value: paypalValue(checkout.amount.cents),
          },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: 'Heartline',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: this.#options.returnUrl,
            cancel_url: this.#options.cancelUrl,
          },
        },
      },
    });
    if (!answer.ok) return { status: 'refused', reason: describe('create order', answer) };
    const order = answer.body as PaypalOrder;
    // With payment_source.paypal PayPal names the link payer-action; older set-ups, approve.
    const approveUrl = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!order.id || !approveUrl?.href) {
      return { status: 'refused', reason: 'create order: no order id or approve link' };
    }
    return { status: 'pending', providerOrderId: order.id, approveUrl: approveUrl.href };
  }

  async capture(providerOrderId: string): Promise<CapturedPayment> {
    const path = `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`;
    // One request id per order: PayPal answers a repeated capture with the first one's result.
    const answer = await this.#call('POST', `${path}/capture`, `capture-${providerOrderId}`, {});
    if (answer.ok) return completedCapture(providerOrderId, answer.body);
    const issue = issueOf(answer.body);
    if (issue === 'ORDER_ALREADY_CAPTURED') {
      // Captured by an earlier call whose answer was lost: the order shows that capture.
      const order = await this.#call('GET', path);
      if (order.ok) return completedCapture(providerOrderId, order.body);
      return { status: 'failed', reason: describe('read captured order', order) };
    }
    if (answer.status === 422 && issue && NOT_APPROVED.has(issue)) return { status: 'notApproved' };
    return { status: 'failed', reason: describe('capture', answer) };
  }

  /** One call to the REST API with a bearer token (renewed once if PayPal refuses it). */
  async #call(method: 'GET' | 'POST', path: string, requestId?: string, body?: unknown) {
    for (let attempt = 0; ; attempt += 1) {
      let token: string;
      try {
        token = await this.#accessToken();
      } catch (error) {
        return { ok: false, status: 0, body: { name: String(error) } } satisfies Answer;
      }
      const answer = await this.#send(`${this.#base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (answer.status !== 401 || attempt > 0) return answer;
      this.#token = null;
    }
  }

  /** The client-credentials token, shared by concurrent calls and kept until near its expiry. */
  #accessToken(): Promise<string> {
    const cached = this.#token;
    if (cached) {
      return cached.then((t) => (t.expiresAt > Date.now() ? t.value : this.#renewToken()));
    }
    return this.#renewToken();
  }

  async #renewToken(): Promise<string> {
    const { clientId, clientSecret } = this.#options;
    const pending = this.#send(`${this.#base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then((answer) => {
      const token = answer.body as { access_token?: string; expires_in?: number } | null;
      if (!answer.ok || !token?.access_token) throw new Error(describe('token', answer));
      return {
        value: token.access_token,
        expiresAt: Date.now() + (token.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS,
      };
    });
    this.#token = pending;
    // A failed token is not kept: the next call asks again.
    pending.catch(() => {
      if (this.#token === pending) this.#token = null;
    });
    return (await pending).value;
  }

  async #send(url: string, init: RequestInit): Promise<Answer> {
    try {
      const response = await this.#fetch(url, {
        ...init,
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? 20_000),
      });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = { name: text.slice(0, 200) };
      }
      return { ok: response.ok, status: response.status, body };
    } catch (error) {
      return { ok: false, status: 0, body: { name: String(error) } };
    }
  }
}

/** The capture in PayPal's order: completed only when the order and one capture say so. */
function completedCapture(providerOrderId: string, body: unknown): CapturedPayment {
  const order = (body ?? {}) as PaypalOrder;
  if (order.id !== providerOrderId) {
    return { status: 'failed', reason: `PayPal answered for order ${order.id ?? 'none'}` };
  }
  const captures = order.purchase_units?.flatMap((u) => u.payments?.captures ?? []) ?? [];
  const completed = captures.filter((c) => c.status === 'COMPLETED');
  const capture = completed[0];
  if (order.status !== 'COMPLETED' || completed.length !== 1 || !capture) {
    const states = captures.map((c) => c.status).join(', ') || 'no capture';
    return { status: 'failed', reason: `order ${order.status ?? 'unknown'} (${states})` };
  }
  const cents = centsOf(capture.amount?.value);
  const currency = capture.amount?.currency_code;
  if (cents === null || !currency) {
    return { status: 'failed', reason: 'the capture has no readable amount' };
  }
  return { status: 'completed', providerOrderId: order.id, amount: { cents, currency } };
}

/** Cents as PayPal writes an amount: "25.00". */
export function paypalValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** An amount PayPal wrote ("25.00", "25.5", "25") in cents; null when it is not one. */
export function centsOf(value: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The issue of PayPal's error answer (details[0].issue), or its error name. */
function issueOf(body: unknown): string | undefined {
  const error = (body ?? {}) as { name?: string; details?: { issue?: string }[] };
  return error.details?.[0]?.issue ?? error.name;
}

function describe(step: string, answer: Answer): string {
  return `${step}: ${answer.status ? `HTTP ${answer.status}` : 'no answer'} ${issueOf(answer.body) ?? ''}`.trim();
}
