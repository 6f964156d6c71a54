import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import { complaintReasonsIn, nextComplaintId } from '../fixtures/complaint';
import { languageOf } from '../fixtures/message';
import { personById } from '../fixtures/users';
import { ok, type MockHttp, type MockOptions } from '../http';

const refuse = (code: Schema<'ErrorCode'>, msg: string) => ({ code, msg, data: null });

export function complaintHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me } = options;

  return [
    http.get('/complain/complain_type', ({ request, response }) =>
      response(200).json(ok(complaintReasonsIn(languageOf(request)))),
    ),

    http.post('/complain/add_complain', async ({ request, response }) => {
      const { type, notes, beComplainedAccount, images = [] } = await request.json();
      if (!complaintReasonsIn('en').some((r) => r.id === type)) {
        return response(400).json(refuse(400, 'type: unknown complaint reason'));
      }
      if (notes.trim().length < 1 || notes.length > 1000) {
        return response(400).json(refuse(400, 'notes: must be 1 to 1000 characters'));
      }
      if (images.length > 3) {
        return response(400).json(refuse(400, 'images: at most 3 screenshots'));
      }
      if (beComplainedAccount === me.account) {
        return response(400).json(refuse(1104, 'You cannot complain about yourself'));
      }
      if (!personById(beComplainedAccount - 100000, me)) {
        return response(404).json(refuse(404, 'User not found'));
      }
      return response(200).json(ok({ id: nextComplaintId, createTime: new Date().toISOString() }));
    }),
  ];
}
