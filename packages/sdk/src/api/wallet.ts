import type { HeartlineClient } from '../client/createHeartlineClient';

export function createWalletApi(_client: HeartlineClient) {
  return {};
}
