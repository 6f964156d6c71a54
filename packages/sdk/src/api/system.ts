import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Query } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Reference lists (hobbies, languages, heights, weights, regions, occupations) and the probes. */
export function createSystemApi(client: HeartlineClient) {
  return {
    /** The hobbies a profile may choose (one to three), named in the interface language. */
    listHobbies: () => unwrap(client.GET('/system/hobby')),

    /** The interface languages for the language dropdown, each named in itself or in `lang`. */
    listLanguages: (query: Query<'/system/language', 'get'> = {}) =>
      unwrap(client.GET('/system/language', { params: { query } })),

    /** The chat languages messages can be translated into, also a profile's common language. */
    listDialogueLanguages: () => unwrap(client.GET('/system/dialogue')),

    /** The heights a profile may choose, in cm, ascending. */
    listHeights: () => unwrap(client.GET('/system/height')),

    /** The weights a profile may choose, in kg, ascending. */
    listWeights: () => unwrap(client.GET('/system/weight')),

    /** The regions (countries) a profile may choose, sorted by name in the interface language. */
    listRegions: () => unwrap(client.GET('/system/region')),

    /** Occupation suggestions for the profile form, named in the interface language. */
    listOccupations: () => unwrap(client.GET('/system/occupation')),

    /** Which chat service the app's chat client connects to (the server's gateway, or Easemob). */
    getChatService: () => unwrap(client.GET('/system/chat-service')),

    /** Liveness: resolves while the server process runs. */
    checkHealth: () => unwrap(client.GET('/health')),

    /** Readiness: resolves when the server takes traffic; code 503 when it does not. */
    checkReadiness: () => unwrap(client.GET('/ready')),
  };
}
