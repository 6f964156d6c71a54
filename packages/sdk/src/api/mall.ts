import type { HeartlineClient } from '../client/createHeartlineClient';

export function createMallApi(_client: HeartlineClient) {
  return {};
}
