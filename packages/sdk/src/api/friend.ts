import type { HeartlineClient } from '../client/createHeartlineClient';

export function createFriendApi(_client: HeartlineClient) {
  return {};
}
