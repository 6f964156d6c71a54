/**
 * Placeholder: the local gateway client (WebSocket to apps/server's gateway) is built by another
 * engineer against the ChatClient interface and the conformance suite in test/conformance. It
 * exists so that createChatClient's dynamic import of './local' typechecks.
 */
import type { LocalConfig } from '../config';
import type { ChatClient } from '../types';

export function createLocalClient(_config: LocalConfig): ChatClient {
  throw new Error('the local gateway client is not built yet');
}
