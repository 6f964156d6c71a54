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

/** The reference lists: open to anonymous users, named in the `language` header's language. */
export const systemHandlers: Handlers = {
  '/system/hobby': async ({ language }) => hobbyList(language),
  '/system/language': async ({ query }) => interfaceLanguageList(query.lang),
  '/system/dialogue': async ({ language }) => dialogueLanguageList(language),
  '/system/height': async () => heightOptions(),
  '/system/weight': async () => weightOptions(),
  '/system/region': async ({ language }) => regionList(language),
  '/system/occupation': async ({ language }) => occupationList(language),
};
