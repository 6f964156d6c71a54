/**
 * A PayPal-shaped stand-in for the Orders v2 REST API, as msw handlers: OAuth2 client-credentials
 * tokens, orders with intent CAPTURE and a payer-action link, the buyer's approval (a test calls
 * `approve`), captures that complete, decline or take another amount, PayPal-Request-Id replays,
 * ORDER_NOT_APPROVED and ORDER_ALREADY_CAPTURED. Tests run it with msw's setupServer; the pact
 * verification uses `fetch`, which answers from the same handlers without any network.
 */
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { PAYPAL_API } from '../../src/providers/payment/PaypalPayments.ts';

export const SANDBOX_CLIENT_ID = 'AaSandboxClientId-heartline';
export const SANDBOX_CLIENT_SECRET = 'EESandboxClientSecret-heartline';

/** What capturing an approved order does. */
export type CaptureOutcome =
  | 'complete'
  /** 422 INSTRUMENT_DECLINED: the buyer must approve again with another funding source. */
  | 'instrumentDeclined'
  /** 201, but the capture itself is DECLINED. */
  | 'captureDeclined'
  /** 201 COMPLETED for another amount than the order's (a tampered or wrong order). */
  | { capturedValue: string };

export interface SandboxOrder {
  id: string;
  amount: { currency_code: string; value: string };
  customId: string | undefined;
  approved: boolean;
  outcome: CaptureOutcome;
  /** The representation after a successful capture, and the request id that made it. */
  captured: { body: ReturnType<typeof orderRepresentation>; requestId: string | null } | null;
}

export interface PaypalSandbox {
  handlers: HttpHandler[];
  orders: Map<string, SandboxOrder>;
  calls: { token: number; create: number; capture: number; get: number };
  /** The buyer approves the order at PayPal; its next capture does `outcome`. */
  approve(id: string, outcome?: CaptureOutcome): void;
  /** An order created earlier (a provider state): approved, for `value` USD. */
  addApprovedOrder(id: string, value: string): void;
  /** Answers like fetch from the handlers (no network). */
  fetch: typeof fetch;
}

interface Capture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  final_capture: boolean;
  create_time: string;
}

/** An order as PayPal's REST API shows it. */
function orderRepresentation(
  base: string,
  order: SandboxOrder,
  status: string,
  captures?: Capture[],
) {
  return {
    id: order.id,
    intent: 'CAPTURE',
    status,
    purchase_units: [
      {
        reference_id: 'default',
        amount: order.amount,
        ...(order.customId ? { custom_id: order.customId } : {}),
        ...(captures ? { payments: { captures } } : {}),
      },
    ],
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      {
        href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
        rel: 'payer-action',
        method: 'GET',
      },
    ],
  };
}

export function paypalSandbox(
  options: { environment?: keyof typeof PAYPAL_API; honourRequestIds?: boolean } = {},
): PaypalSandbox {
  const base = PAYPAL_API[options.environment ?? 'sandbox'];
  const honourRequestIds = options.honourRequestIds ?? true;
  const orders = new Map<string, SandboxOrder>();
  const createdByRequest = new Map<string, string>();
  const tokens = new Set<string>();
  const calls = { token: 0, create: 0, capture: 0, get: 0 };
  let sequence = 0;

  const unauthorized = () =>
    HttpResponse.json(
      { error: 'invalid_token', error_description: 'Token signature verification failed' },
      { status: 401 },
    );
  const authorized = (request: Request) =>
    tokens.has((request.headers.get('authorization') ?? '').replace(/^Bearer /, ''));
  const unprocessable = (issue: string) =>
    HttpResponse.json(
      {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The requested action could not be performed.',
        details: [{ issue, description: issue.toLowerCase().replaceAll('_', ' ') }],
      },
      { status: 422 },
    );
  const notFound = () =>
    HttpResponse.json(
      { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
      { status: 404 },
    );

  const representation = (order: SandboxOrder, status: string, captures?: Capture[]) =>
    orderRepresentation(base, order, status, captures);
  const capture = (order: SandboxOrder, status: string, value = order.amount.value): Capture => ({
    id: `CAP${order.id.slice(3)}`,
    status,
    amount: { currency_code: order.amount.currency_code, value },
    final_capture: true,
    create_time: '2026-11-22T10:00:00Z',
  });

  const handlers: HttpHandler[] = [
    http.post(`${base}/v1/oauth2/token`, async ({ request }) => {
      calls.token += 1;
      const basic = Buffer.from(`${SANDBOX_CLIENT_ID}:${SANDBOX_CLIENT_SECRET}`).toString('base64');
      const form = new URLSearchParams(await request.text());
      if (request.headers.get('authorization') !== `Basic ${basic}`) {
        return HttpResponse.json(
          { error: 'invalid_client', error_description: 'Client Authentication failed' },
          { status: 401 },
        );
      }
      if (form.get('grant_type') !== 'client_credentials') {
        return HttpResponse.json({ error: 'unsupported_grant_type' }, { status: 400 });
      }
      const token = `A21AA-sandbox-${tokens.size + 1}`;
      tokens.add(token);
      return HttpResponse.json({
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: '2026-11-22T10:00:00ZsandboxNonce',
      });
    }),

    http.post(`${base}/v2/checkout/orders`, async ({ request }) => {
      calls.create += 1;
      if (!authorized(request)) return unauthorized();
      const requestId = request.headers.get('paypal-request-id');
      const earlier = requestId && honourRequestIds ? createdByRequest.get(requestId) : undefined;
      if (earlier) {
        return HttpResponse.json(representation(orders.get(earlier)!, 'PAYER_ACTION_REQUIRED'));
      }
      const body = (await request.json()) as {
        intent?: string;
        purchase_units?: { custom_id?: string; amount?: SandboxOrder['amount'] }[];
      };
      const unit = body.purchase_units?.[0];
      if (body.intent !== 'CAPTURE' || !unit?.amount?.value) {
        return HttpResponse.json(
          { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] },
          { status: 400 },
        );
      }
      sequence += 1;
      const order: SandboxOrder = {
        id: `5O19${String(sequence).padStart(13, '0')}`,
        amount: unit.amount,
        customId: unit.custom_id,
        approved: false,
        outcome: 'complete',
        captured: null,
      };
      orders.set(order.id, order);
      if (requestId) createdByRequest.set(requestId, order.id);
      return HttpResponse.json(representation(order, 'PAYER_ACTION_REQUIRED'), { status: 201 });
    }),

    http.post(`${base}/v2/checkout/orders/:id/capture`, ({ request, params }) => {
      calls.capture += 1;
      if (!authorized(request)) return unauthorized();
      const order = orders.get(String(params.id));
      if (!order) return notFound();
      const requestId = request.headers.get('paypal-request-id');
      if (order.captured) {
        if (honourRequestIds && requestId && requestId === order.captured.requestId) {
          return HttpResponse.json(order.captured.body, { status: 201 });
        }
        return unprocessable('ORDER_ALREADY_CAPTURED');
      }
      if (!order.approved) return unprocessable('ORDER_NOT_APPROVED');
      const outcome = order.outcome;
      if (outcome === 'instrumentDeclined') {
        order.approved = false;
        return unprocessable('INSTRUMENT_DECLINED');
      }
      if (outcome === 'captureDeclined') {
        order.approved = false;
        return HttpResponse.json(representation(order, 'COMPLETED', [capture(order, 'DECLINED')]), {
          status: 201,
        });
      }
      const value = typeof outcome === 'object' ? outcome.capturedValue : order.amount.value;
      const body = representation(order, 'COMPLETED', [capture(order, 'COMPLETED', value)]);
      order.captured = { body, requestId };
      return HttpResponse.json(body, { status: 201 });
    }),

    http.get(`${base}/v2/checkout/orders/:id`, ({ request, params }) => {
      calls.get += 1;
      if (!authorized(request)) return unauthorized();
      const order = orders.get(String(params.id));
      if (!order) return notFound();
      if (order.captured) return HttpResponse.json(order.captured.body);
      return HttpResponse.json(
        representation(order, order.approved ? 'APPROVED' : 'PAYER_ACTION_REQUIRED'),
      );
    }),
  ];

  return {
    handlers,
    orders,
    calls,
    approve(id, outcome = 'complete') {
      const order = orders.get(id);
      if (!order) throw new Error(`the PayPal sandbox has no order ${id}`);
      order.approved = true;
      order.outcome = outcome;
    },
    addApprovedOrder(id, value) {
      orders.set(id, {
        id,
        amount: { currency_code: 'USD', value },
        customId: undefined,
        approved: true,
        outcome: 'complete',
        captured: null,
      });
    },
    fetch: async (input, init) =>
      (await getResponse(handlers, new Request(input, init))) ??
      new Response('no such PayPal endpoint', { status: 404 }),
  };
}
