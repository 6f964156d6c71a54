import type { HeartlineClient } from '../client/createHeartlineClient';

export function createMembershipApi(_client: HeartlineClient) {
  return {};
}
