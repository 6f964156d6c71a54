import type { HeartlineClient } from '../client/createHeartlineClient';

export function createComplaintApi(_client: HeartlineClient) {
  return {};
}
