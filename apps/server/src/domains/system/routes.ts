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
  listHobbies: async ({ language }) => hobbyList(language),
  listLanguages: async ({ query }) => interfaceLanguageList(query.lang),
  listDialogueLanguages: async ({ language }) => dialogueLanguageList(language),
  listHeights: async () => heightOptions(),
  listWeights: async () => weightOptions(),
  listRegions: async ({ language }) => regionList(language),
  listOccupations: async ({ language }) => occupationList(language),
};
