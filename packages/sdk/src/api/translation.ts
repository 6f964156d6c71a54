import type { HeartlineClient } from '../client/createHeartlineClient';

export function createTranslationApi(_client: HeartlineClient) {
  return {};
}
