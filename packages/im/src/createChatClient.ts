/**
 * Picks the implementation by configuration. Each is imported dynamically, so the first route
 * never loads Easemob's SDK (nor the memory hub) unless it is the one configured.
 */
import type { ChatClientConfig } from './config';
import type { ChatClient } from './types';

export async function createChatClient(config: ChatClientConfig): Promise<ChatClient> {
  switch (config.kind) {
    case 'easemob': {
      const { createEasemobClient } = await import('./easemob');
      return createEasemobClient(config);
    }
    case 'local': {
      const { createLocalClient } = await import('./local');
      return createLocalClient(config);
    }
    case 'memory': {
      const { createMemoryClient, defaultMemoryHub } = await import('./memory');
      return createMemoryClient(config.hub ?? defaultMemoryHub(), config);
    }
  }
}
