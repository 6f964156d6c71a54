import type { HeartlineClient } from '../client/createHeartlineClient';

export function createUserApi(_client: HeartlineClient) {
  return {};
}
