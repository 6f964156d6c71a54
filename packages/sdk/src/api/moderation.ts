import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Body, Query } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/**
 * The moderation console: the complaints queue, a complaint's context, actions, verification
 * selfies to review, the audit log.
 */
export function createModerationApi(client: HeartlineClient) {
  return {
    /** Open complaints, oldest first (or handled ones, latest first). Operators only (403). */
    listQueue: (query: Query<'/moderation/complaints', 'get'> = {}) =>
      unwrap(client.GET('/moderation/complaints', { params: { query } })),

    /** A complaint with the reported member's profile, dynamics, chat with the reporter, history. */
    getContext: (query: Query<'/moderation/complaint-context', 'get'>) =>
      unwrap(client.GET('/moderation/complaint-context', { params: { query } })),

    /** Closes a complaint: dismiss, remove a dynamic, warn, suspend for days, or ban. */
    act: (body: Body<'/moderation/act', 'post'>) =>
      unwrap(client.POST('/moderation/act', { body })),

    /** Verification selfies waiting for a decision, oldest first, with the member's photos. */
    listPhotoVerifications: (query: Query<'/moderation/photo-verifications', 'get'> = {}) =>
      unwrap(client.GET('/moderation/photo-verifications', { params: { query } })),

    /** Approves or refuses (with a reason) a verification selfie; answers the audit entry. */
    decidePhotoVerification: (body: Body<'/moderation/photo-verify', 'post'>) =>
      unwrap(client.POST('/moderation/photo-verify', { body })),

    /** Every moderation action, newest first. */
    listAudit: (query: Query<'/moderation/audit-log', 'get'> = {}) =>
      unwrap(client.GET('/moderation/audit-log', { params: { query } })),
  };
}
