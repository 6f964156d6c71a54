import type { HeartlineClient } from '../client/createHeartlineClient';

export function createAlbumApi(_client: HeartlineClient) {
  return {};
}
