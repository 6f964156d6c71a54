import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import { anyoneMayAdd, friendsOf, receivedRequests, sentRequests } from '../fixtures/friend';
import { isNewcomer } from '../fixtures/message';
import { personById } from '../fixtures/users';
import { ok, page, type MockHttp, type MockOptions } from '../http';

const refuse = (code: Schema<'ErrorCode'>, msg: string) => ({ code, msg, data: null });

/** The id the next friend request gets. */
const nextRequestId = 57;

export function friendHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me } = options;
  const isFriend = (id: number) => friendsOf(me).some((f) => f.friendUserId === id);

  return [
    http.get('/friend/friend-list', ({ request, response }) =>
      response(200).json(ok(page(friendsOf(me), new URL(request.url).searchParams, options.empty))),
    ),

    http.post('/friend/updateRemarkName', async ({ request, response }) => {
      const { friendUserId, friendRemarkName } = await request.json();
      const remark = friendRemarkName.trim();
      if (remark.length > 50) {
        return response(400).json(refuse(400, 'friendRemarkName: at most 50 characters'));
      }
      if (!isFriend(friendUserId)) return response(400).json(refuse(1504, 'Not friends'));
      return response(200).json(ok({ friendUserId, friendRemarkName: remark || null }));
    }),

    http.get('/friend/applys', ({ request, query, response }) => {
      const type = query.get('type') ?? 'received';
      if (type !== 'received' && type !== 'sent') {
        return response(400).json(refuse(400, 'type: must be received or sent'));
      }
      const records = isNewcomer(me) ? [] : type === 'sent' ? sentRequests : receivedRequests;
      return response(200).json(
        ok(page(records, new URL(request.url).searchParams, options.empty)),
      );
    }),

    http.get('/friend/apply-deal', ({ query, response }) => {
      const id = Number(query.get('id'));
      const agree = query.get('agree');
      if (agree !== '0' && agree !== '1') {
        return response(400).json(refuse(400, 'agree: must be 0 or 1'));
      }
      const found = isNewcomer(me) ? undefined : receivedRequests.find((r) => r.id === id);
      if (!found) return response(404).json(refuse(404, 'Friend request not found'));
      if (found.state !== 0) {
        return response(409).json(refuse(1503, 'This friend request was already handled'));
      }
      return response(200).json(ok({ id, state: agree === '1' ? 1 : 2 }));
    }),

    http.post('/friend/delete-friend', async ({ request, response }) => {
      const { userId } = await request.json();
      if (userId === me.id)
        return response(400).json(refuse(1104, 'You cannot do this to yourself'));
      if (!isFriend(userId)) return response(400).json(refuse(1504, 'Not friends'));
      return response(200).json(ok({ friendUserId: userId }));
    }),

    http.post('/friend/add-friend', async ({ request, response }) => {
      const { userId, note = '' } = await request.json();
      if (note.length > 200) return response(400).json(refuse(400, 'note: at most 200 characters'));
      if (userId === me.id) return response(400).json(refuse(1104, 'You cannot add yourself'));
      if (!personById(userId, me)) return response(404).json(refuse(404, 'User not found'));
      if (isFriend(userId)) return response(400).json(refuse(1501, 'You are already friends'));
      const mine = isNewcomer(me) ? [] : sentRequests;
      if (mine.some((r) => r.user.id === userId && r.state === 0)) {
        return response(400).json(refuse(1502, 'A friend request is already waiting'));
      }
      const theirs = isNewcomer(me)
        ? undefined
        : receivedRequests.find((r) => r.user.id === userId && r.state === 0);
      if (theirs) return response(200).json(ok({ state: 1, requestId: theirs.id }));
      const state = anyoneMayAdd.has(userId) ? 1 : 0;
      return response(200).json(ok({ state, requestId: nextRequestId }));
    }),
  ];
}
