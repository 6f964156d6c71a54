import type { HeartlineClient } from '../client/createHeartlineClient';

export function createMatchApi(_client: HeartlineClient) {
  return {};
}
