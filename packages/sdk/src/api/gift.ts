import type { HeartlineClient } from '../client/createHeartlineClient';

export function createGiftApi(_client: HeartlineClient) {
  return {};
}
