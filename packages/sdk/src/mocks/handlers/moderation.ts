import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import { languageOf } from '../fixtures/message';
import { moderationAudit, moderationCases, moderationContext } from '../fixtures/moderation';
import { ok, page, type MockHttp, type MockOptions } from '../http';
import { decideRequest, verificationWorld } from './photoVerification';

const refuse = (code: Schema<'ErrorCode'>, msg: string) => ({ code, msg, data: null });

const secondsSince = (time: string) =>
  Math.max(0, Math.floor((Date.now() - Date.parse(time)) / 1000));

/**
 * The moderation console, for a `me` who is an operator (a story of a member who is not adds a
 * 403 handler of its own). An action answers its audit entry; the complaints queue itself does
 * not change. A verification decision takes the selfie out of the review queue, and decides my
 * own verification when the selfie is mine (verification.ts), so the web app can walk both sides.
 */
export function moderationHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me } = options;
  const verifications = verificationWorld(options);
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

    http.get('/moderation/photo-verifications', ({ request, response }) => {
      const records = [...verifications.pending]
        .sort((a, b) => Date.parse(a.submittedTime) - Date.parse(b.submittedTime))
        // The fixtures' waits are fixed; a selfie sent in this session has waited since then.
        .map((r) =>
          r.member.id === me.id ? { ...r, waitedSeconds: secondsSince(r.submittedTime) } : r,
        );
      return response(200).json(
        ok(page(records, new URL(request.url).searchParams, options.empty)),
      );
    }),

    http.post('/moderation/photo-verify', async ({ request, response }) => {
      const body = await request.json();
      const found = verifications.pending.find((r) => r.id === body.requestId);
      if (!found) {
        return verifications.decided.has(body.requestId)
          ? response(400).json(refuse(2104, 'This verification request was already decided'))
          : response(404).json(refuse(404, 'This verification request does not exist'));
      }
      const reason = body.reason?.trim() ? body.reason : null;
      if (!body.approve && reason === null) {
        return response(400).json(refuse(400, 'reason: required to refuse'));
      }
      decideRequest(verifications, options, found, { approve: body.approve, reason });
      const id = verifications.nextAuditId;
      verifications.nextAuditId += 1;
      return response(200).json(
        ok({
          id,
          time: new Date().toISOString(),
          operatorId: me.id,
          operatorNickname: me.nickname,
          complaintId: null,
          targetId: found.member.id,
          targetNickname: found.member.nickname,
          action: body.approve ? 'approvePhotoVerification' : 'refusePhotoVerification',
          days: null,
          dynamicId: null,
          reason: reason ?? '',
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
