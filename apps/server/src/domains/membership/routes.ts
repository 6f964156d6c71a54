import type { Handlers } from '../../contract/context.ts';

export const membershipHandlers: Handlers = {};
