import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Body, Query } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Friends, remark names and friend requests. */
export function createFriendApi(client: HeartlineClient) {
  return {
    /** My address book, newest friendship first; shows the remark name instead of the nickname. */
    list: (query: Query<'/friend/friend-list', 'get'> = {}) =>
      unwrap(client.GET('/friend/friend-list', { params: { query } })),

    /** Sets the private remark name I give a friend; an empty string clears it. */
    setRemarkName: (body: Body<'/friend/updateRemarkName', 'post'>) =>
      unwrap(client.POST('/friend/updateRemarkName', { body })),

    /** Friend requests I received (the default) or sent: pending, accepted and refused. */
    listRequests: (query: Query<'/friend/applys', 'get'> = {}) =>
      unwrap(client.GET('/friend/applys', { params: { query } })),

    /** Accepts (`agree: 1`) or refuses (`agree: 0`) a friend request sent to me. */
    acceptOrRefuse: (query: Query<'/friend/apply-deal', 'get'>) =>
      unwrap(client.GET('/friend/apply-deal', { params: { query } })),

    /** Ends a friendship on both sides (remark names too); follows stay as they are. */
    delete: (body: Body<'/friend/delete-friend', 'post'>) =>
      unwrap(client.POST('/friend/delete-friend', { body })),

    /** Sends a friend request with a note: `state` 1 when accepted at once, 0 while pending. */
    add: (body: Body<'/friend/add-friend', 'post'>) =>
      unwrap(client.POST('/friend/add-friend', { body })),
  };
}
