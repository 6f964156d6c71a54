import type { HeartlineClient } from '../client/createHeartlineClient';

export function createDynamicApi(_client: HeartlineClient) {
  return {};
}
