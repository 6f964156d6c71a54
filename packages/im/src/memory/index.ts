export { MemoryChatClient, createMemoryClient } from './client';
export {
  DEFAULT_MEMORY_PASSWORD,
  MemoryHub,
  createMemoryHub,
  type MemoryHubOptions,
  type Refusal,
  type RefusalRule,
} from './hub';
export type { MemoryEndpoint, MemoryPush } from './switchboard';
export { defaultMemoryHub } from './defaultHub';
