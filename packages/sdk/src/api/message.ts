import type { HeartlineClient } from '../client/createHeartlineClient';

export function createMessageApi(_client: HeartlineClient) {
  return {};
}
