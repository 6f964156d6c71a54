/**
 * The chat service's accounts for CHAT_PROVIDER: none to keep for the local gateway; Easemob's
 * users, through the one REST client (easemob/rest.ts), for Easemob.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { LocalChatAccounts, type ChatAccounts } from './ChatAccounts.ts';
import { EasemobAccounts } from './easemob/easemobAccounts.ts';
import { EasemobRestClient } from './easemob/rest.ts';

export function createChatAccounts(config: Config, log: FastifyBaseLogger): ChatAccounts {
  if (config.CHAT_PROVIDER === 'local') return new LocalChatAccounts();
  const rest = new EasemobRestClient({
    host: config.EASEMOB_REST_HOST!,
    orgName: config.EASEMOB_ORG_NAME!,
    appName: config.EASEMOB_APP_NAME!,
    clientId: config.EASEMOB_CLIENT_ID!,
    clientSecret: config.EASEMOB_CLIENT_SECRET!,
    log,
  });
  const accounts = new EasemobAccounts(rest, log);
  // The customer-service accounts log in with SERVICE_IM_PASSWORD: Easemob must know it.
  const password = config.serviceImPassword;
  if (password !== null) {
    for (const account of [config.SERVICE_IM_ACCOUNT, config.SERVICE_IM_ACCOUNT_VIP]) {
      accounts.ensure(account, password);
    }
  }
  return accounts;
}
