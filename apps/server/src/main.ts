/** Starts Heartline's server on one port: the API, uploaded images and the web app. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, productionRefusals } from './config.ts';
import { startMetricsServer } from './metrics.ts';
import { seedDemo } from './seed/seedDemo.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const refusals = productionRefusals(config);
  if (refusals.length > 0) {
    console.error(
      [
        'Heartline will not start in production like this (NODE_ENV is production unless set):',
        ...refusals.map((line) => `  ${line}`),
        'For the embedded development set-up, run `npm start` or set NODE_ENV=development.',
      ].join('\n'),
    );
    process.exit(1);
  }
  const { app, services } = await buildApp({ config });
  const metrics = config.METRICS_PORT
    ? await startMetricsServer(config.METRICS_HOST, config.METRICS_PORT)
    : null;
  if (config.SEED_DEMO) await seedDemo(services);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Draining: /ready answers 503 so the load balancer sends traffic elsewhere, while this
    // process still serves what reaches it; then it stops accepting and finishes what is open.
    services.lifecycle.draining = true;
    app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'draining');
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await metrics?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  // A provider's configuration is checked when the app is built (TRANSLATOR=deepl without a key).
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
