/**
 * Prometheus metrics (prom-client) of this process, served at /metrics on METRICS_PORT only: the
 * public port never answers them. One registry per process, as Prometheus scrapes processes; the
 * gauges add up every app of the process (tests build several).
 */
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
// Memory, CPU, handles and the event loop's lag (nodejs_eventloop_lag_*).
collectDefaultMetrics({ register: registry });

/** HTTP answers by operation (the contract's path, never the raw URL) and status. */
export const httpDuration = new Histogram({
  name: 'heartline_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by operation and status',
  labelNames: ['method', 'operation', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Chat messages stored and acknowledged (rate() of it: messages per second). */
export const chatMessages = new Counter({
  name: 'heartline_chat_messages_total',
  help: 'Chat messages stored and acknowledged to their sender',
  registers: [registry],
});

/** From a push's publication to its hand-over to this process's sockets. */
export const fanoutLag = new Histogram({
  name: 'heartline_chat_fanout_lag_seconds',
  help: 'Time from publishing a chat push to handing it to the connections of this process',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

/** Ledger transactions written, by kind (a rolled-back transaction is counted too). */
export const ledgerTransfers = new Counter({
  name: 'heartline_ledger_transfers_total',
  help: 'Ledger transactions written, by kind (rolled-back ones included)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** Requests refused by a per-address limit, by operation. */
export const rateLimitRefusals = new Counter({
  name: 'heartline_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a per-address limit, by operation',
  labelNames: ['operation'] as const,
  registers: [registry],
});

/**
 * The server's Easemob messages that were sent but never stored by the post-send callback
 * (providers/chat/easemob/outboxEchoes.ts): above zero, the post-send rule misses REST messages.
 */
export const unechoedMessages = new Counter({
  name: 'heartline_easemob_unechoed_messages_total',
  help: 'Server messages sent through Easemob that never came back through the post-send callback',
  labelNames: ['kind'] as const,
  registers: [registry],
});

const socketCounts = new Set<() => number>();

/** Open chat sockets: what every registered gateway of the process holds. */
new Gauge({
  name: 'heartline_chat_sockets',
  help: 'Open chat gateway connections of this process',
  registers: [registry],
  collect() {
    let open = 0;
    for (const count of socketCounts) open += count();
    this.set(open);
  },
});

/** Counts a gateway's sockets in heartline_chat_sockets until the returned function is called. */
export function countChatSockets(count: () => number): () => void {
  socketCounts.add(count);
  return () => socketCounts.delete(count);
}

/** The metrics in Prometheus' text format. */
export function metricsText(): Promise<string> {
  return registry.metrics();
}

/**
 * Serves GET /metrics on its own port (METRICS_PORT, on METRICS_HOST), for a scraper inside the
 * operator's network. Resolves once it listens, with the port and how to stop it.
 */
export async function startMetricsServer(
  host: string,
  port: number,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metricsText().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
