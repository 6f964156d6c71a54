import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Query } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** The home page's recommended users, the encounter page's online users and random matching. */
export function createMatchApi(client: HeartlineClient) {
  return {
    /** Recommended users for the home page, one page at a time, with today's luck. */
    listRecommended: (query: Query<'/bump/list', 'get'> = {}) =>
      unwrap(client.GET('/bump/list', { params: { query } })),

    /** Users online now for the encounter page, with today's match attempts left. */
    listOnline: (query: Query<'/bump/list2', 'get'> = {}) =>
      unwrap(client.GET('/bump/list2', { params: { query } })),

    /** Matches me with a random user, using one of today's attempts (1201 when none are left). */
    matchRandom: () => unwrap(client.POST('/bump/matching')),
  };
}
