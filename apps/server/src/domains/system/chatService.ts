/**
 * Which chat service the app's clients use (openapi getChatService): the server's own gateway, or
 * Easemob with the app key and hosts of its console. Names no secret: anyone may ask.
 */
import type { Config } from '../../config.ts';
import { GATEWAY_PATH } from '../../gateway/chatGateway.ts';

export function chatService(config: Config) {
  if (config.CHAT_PROVIDER === 'local') {
    return { provider: 'local' as const, gateway: GATEWAY_PATH };
  }
  return {
    provider: 'easemob' as const,
    appKey: `${config.EASEMOB_ORG_NAME}#${config.EASEMOB_APP_NAME}`,
    restUrl: config.EASEMOB_REST_HOST,
    ...(config.EASEMOB_SOCKET_URL ? { socketUrl: config.EASEMOB_SOCKET_URL } : {}),
  };
}

/**
 * Where the browser's chat client connects besides the app's own origin (CSP connect-src): the
 * Easemob hosts the app is told, and CHAT_PROVIDER_ORIGINS for what Easemob's DNS names.
 */
export function chatConnectOrigins(config: Config): string[] {
  const named = [config.EASEMOB_REST_HOST, config.EASEMOB_SOCKET_URL].filter(
    (url): url is string => config.CHAT_PROVIDER === 'easemob' && url !== undefined,
  );
  return [
    ...new Set([...named.map((url) => new URL(url).origin), ...config.CHAT_PROVIDER_ORIGINS]),
  ];
}
