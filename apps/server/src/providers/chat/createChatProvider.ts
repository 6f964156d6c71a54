/**
 * The chat service of CHAT_PROVIDER, as the server sees it: for the local gateway nothing to keep
 * elsewhere; for Easemob, through the one REST client (easemob/rest.ts), its users (accounts) and
 * the payments' messages the server sends (the outbox sender, run in the background).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { LocalChatAccounts, type ChatAccounts } from './ChatAccounts.ts';
import { EasemobAccounts } from './easemob/easemobAccounts.ts';
import { EasemobOutboxSender } from './easemob/outboxSender.ts';
import { EasemobRestClient } from './easemob/rest.ts';

export interface ChatProvider {
  accounts: ChatAccounts;
  /** Starts what runs in the background; answers how to stop it. */
  start(db: Db): () => Promise<void>;
}

export function createChatProvider(config: Config, log: FastifyBaseLogger): ChatProvider {
  if (config.CHAT_PROVIDER === 'local') {
    return { accounts: new LocalChatAccounts(), start: () => () => Promise.resolve() };
  }
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
  return {
    accounts,
    start(db) {
      const sender = new EasemobOutboxSender(db, rest, log);
      sender.start();
      return () => sender.stop();
    },
  };
}
