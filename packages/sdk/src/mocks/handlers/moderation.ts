import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import { languageOf } from '../fixtures/message';
import { moderationAudit, moderationCases, moderationContext } from '../fixtures/moderation';
import { ok, page, type MockHttp, type MockOptions } from '../http';

const refuse = (code: Schema<'ErrorCode'>, msg: string) => ({ code, msg, data: null });

/**
 * The moderation console, for a `me` who is an operator (a story of a member who is not adds a
 * 403 handler of its own). An action answers its audit entry; the queue itself does not change.
 */
export function moderationHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me } = options;
  return [
    http.get('/moderation/complaints', ({ request, query, response }) => {
      const state = query.get('state') ?? 'open';
      if (state !== 'open' && state !== 'handled') {
        return response(400).json(refuse(400, 'state: must be open or handled'));
      }
      const records = moderationCases(languageOf(request)).filter((c) => c.state === state);
      return response(200).json(
        ok(page(records, new URL(request.url).searchParams, options.empty)),
      );
    }),

    http.get('/moderation/complaint-context', ({ request, query, response }) => {
      const context = moderationContext(languageOf(request), Number(query.get('id')));
      if (!context) return response(404).json(refuse(404, 'This report does not exist'));
      return response(200).json(ok(context));
    }),

    http.post('/moderation/act', async ({ request, response }) => {
      const body = await request.json();
      const complaint = moderationCases('en').find((c) => c.id === body.complaintId);
      if (!complaint) return response(404).json(refuse(404, 'This report does not exist'));
      if (complaint.state === 'handled') {
        return response(400).json(refuse(2001, 'This report was already handled'));
      }
      if (body.action === 'suspend' && body.days === undefined) {
        return response(400).json(refuse(400, 'days: required to suspend'));
      }
      if (body.action === 'removeContent' && body.dynamicId === undefined) {
        return response(400).json(refuse(400, 'dynamicId: required to remove content'));
      }
      return response(200).json(
        ok({
          id: 13,
          time: new Date().toISOString(),
          operatorId: me.id,
          operatorNickname: me.nickname,
          complaintId: complaint.id,
          targetId: complaint.reported.id,
          targetNickname: complaint.reported.nickname,
          action: body.action,
          days: body.action === 'suspend' ? (body.days ?? null) : null,
          dynamicId: body.action === 'removeContent' ? (body.dynamicId ?? null) : null,
          reason: body.reason,
        }),
      );
    }),

    http.get('/moderation/audit-log', ({ request, response }) =>
      response(200).json(
        ok(page(moderationAudit, new URL(request.url).searchParams, options.empty)),
      ),
    ),
  ];
}
