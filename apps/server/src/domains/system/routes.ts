import type { Handlers } from '../../contract/context.ts';
import {
  dialogueLanguageList,
  heightOptions,
  hobbyList,
  interfaceLanguageList,
  occupationList,
  regionList,
  weightOptions,
} from './referenceLists.ts';
import { chatService } from './chatService.ts';
import { health, readiness } from './readiness.ts';

/**
 * The reference lists: open to anonymous users, named in the `language` header's language; and
 * the probes of a load balancer.
 */
export const systemHandlers: Handlers = {
  '/system/hobby': ({ language }) => hobbyList(language),
  '/system/language': ({ query }) => interfaceLanguageList(query.lang),
  '/system/dialogue': ({ language }) => dialogueLanguageList(language),
  '/system/height': () => heightOptions(),
  '/system/weight': () => weightOptions(),
  '/system/region': ({ language }) => regionList(language),
  '/system/occupation': ({ language }) => occupationList(language),
  '/system/chat-service': ({ services }) => chatService(services.config),
  '/health': () => health(),
  '/ready': ({ services }) => readiness(services),
};
