import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../user/paging.ts';
import { addFriend, handleRequest, listRequests } from './friendRequests.ts';
import { listFriends, setRemarkName } from './friendships.ts';

export const friendHandlers: Handlers = {
  listFriends: ({ query, services, me }) => listFriends(services, me, pageOf(query)),

  updateRemarkName: ({ body, services, me }) =>
    setRemarkName(services, me, body.friendUserId, body.friendRemarkName),

  listFriendRequests: ({ query, services, me }) =>
    listRequests(services, me, query.type ?? 'received', pageOf(query)),

  handleFriendRequest: ({ query, services, me }) =>
    handleRequest(services, me, query.id, query.agree),

  addFriend: ({ body, services, me }) => addFriend(services, me, body.userId, body.note ?? ''),
};
