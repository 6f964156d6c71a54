import type { HeartlineClient } from '../client/createHeartlineClient';

export function createFileApi(_client: HeartlineClient) {
  return {};
}
