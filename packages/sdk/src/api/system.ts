import type { HeartlineClient } from '../client/createHeartlineClient';

export function createSystemApi(_client: HeartlineClient) {
  return {};
}
