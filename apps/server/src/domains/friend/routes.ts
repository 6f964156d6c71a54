import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { addFriend, handleRequest, listRequests } from './friendRequests.ts';
import { deleteFriend, listFriends, setRemarkName } from './friendships.ts';

export const friendHandlers: Handlers = {
  '/friend/friend-list': ({ query, services, me }) => listFriends(services, me, pageOf(query)),

  '/friend/updateRemarkName': ({ body, services, me }) =>
    setRemarkName(services, me, body.friendUserId, body.friendRemarkName),

  '/friend/applys': ({ query, services, me }) =>
    listRequests(services, me, query.type ?? 'received', pageOf(query)),

  '/friend/apply-deal': ({ query, services, me }) =>
    handleRequest(services, me, query.id, query.agree),

  '/friend/add-friend': ({ body, services, me }) =>
    addFriend(services, me, body.userId, body.note ?? ''),

  '/friend/delete-friend': ({ body, services, me }) => deleteFriend(services, me, body.userId),
};
