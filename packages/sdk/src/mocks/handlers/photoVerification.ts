import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import {
  comparisonPhotos,
  decidedVerificationIds,
  pendingVerifications,
  verificationGestures,
} from '../fixtures/photoVerification';
import { toBrief } from '../fixtures/users';
import { ok, type MockHttp, type MockOptions } from '../http';

type PhotoVerificationGesture = Schema<'PhotoVerificationGesture'>;
type PhotoVerificationRequest = Schema<'PhotoVerificationRequest'>;
type PhotoVerificationStatus = Schema<'PhotoVerificationStatus'>;

const GESTURE_VALID_MS = 10 * 60_000;

const refuse = (code: Schema<'ErrorCode'>, msg: string) => ({ code, msg, data: null });

/** My own verification as the mock remembers it; the gesture counts only until it expires. */
interface MyVerification {
  state: Schema<'PhotoVerificationState'>;
  gesture: PhotoVerificationGesture | null;
  gestureExpires: number;
  /** The gesture asked last, even expired: the next one is always another. */
  lastGesture: PhotoVerificationGesture | null;
  reason: string | null;
  submittedTime: string | null;
  decidedTime: string | null;
}

/** One mock world's photo verification: mine, and the selfies the console reviews. */
export interface VerificationWorld {
  mine: MyVerification;
  /** Selfies waiting for an operator (mine too, once sent). */
  pending: PhotoVerificationRequest[];
  /** Ids of the requests already decided. */
  decided: Set<number>;
  nextRequestId: number;
  nextAuditId: number;
}

/** The verification state of each mock world (one world per createHandlers call). */
const worlds = new WeakMap<MockOptions, VerificationWorld>();

/**
 * The verification state shared by this world's member and moderation handlers. A `me` with
 * `verified: 1` starts approved; any other starts with nothing sent.
 */
export function verificationWorld(options: MockOptions): VerificationWorld {
  const existing = worlds.get(options);
  if (existing) return existing;
  const approved = options.me.verified === 1;
  const pending = pendingVerifications();
  const world: VerificationWorld = {
    mine: {
      state: approved ? 'approved' : 'none',
      gesture: null,
      gestureExpires: 0,
      lastGesture: null,
      reason: null,
      submittedTime: approved ? options.me.createTime : null,
      decidedTime: approved ? options.me.createTime : null,
    },
    pending,
    decided: new Set(decidedVerificationIds),
    nextRequestId: Math.max(...pending.map((r) => r.id), ...decidedVerificationIds) + 1,
    nextAuditId: 14,
  };
  worlds.set(options, world);
  return world;
}

/**
 * Records an operator's decision: the request leaves the queue and, when it is my own, my
 * verification becomes approved or refused with the reason.
 */
export function decideRequest(
  world: VerificationWorld,
  options: MockOptions,
  request: PhotoVerificationRequest,
  decision: { approve: boolean; reason: string | null },
): void {
  world.pending = world.pending.filter((r) => r.id !== request.id);
  world.decided.add(request.id);
  if (request.member.id !== options.me.id) return;
  world.mine = {
    ...world.mine,
    state: decision.approve ? 'approved' : 'refused',
    reason: decision.approve ? null : decision.reason,
    decidedTime: new Date().toISOString(),
  };
}

const liveGesture = (mine: MyVerification) =>
  mine.gesture !== null && mine.gestureExpires > Date.now() ? mine.gesture : null;

function statusOf(mine: MyVerification): PhotoVerificationStatus {
  const gesture = liveGesture(mine);
  return {
    state: mine.state,
    gesture,
    gestureExpireTime: gesture ? new Date(mine.gestureExpires).toISOString() : null,
    reason: mine.reason,
    submittedTime: mine.submittedTime,
    decidedTime: mine.decidedTime,
  };
}

function randomGestureBut(last: PhotoVerificationGesture | null): PhotoVerificationGesture {
  const choices = verificationGestures.filter((g) => g !== last);
  return choices[Math.floor(Math.random() * choices.length)] ?? 'peace';
}

/**
 * Photo verification for `me`, a small state machine: none -> start asks a random gesture
 * (never the one asked just before) valid ten minutes -> submit, with that gesture still valid
 * (2103 otherwise) and a selfie of mine under /uploads/selfie/ (400 otherwise), makes it
 * pending; the console's decision makes it approved or refused (then start again). Start or
 * submit while pending answers 2102, once approved 2101.
 */
export function photoVerificationHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me } = options;
  const world = verificationWorld(options);
  const blocked = () => {
    if (world.mine.state === 'approved') return refuse(2101, 'Your profile is already verified');
    if (world.mine.state === 'pending') return refuse(2102, 'Your photo is waiting for review');
    return null;
  };

  return [
    http.get('/photo-verification/status', ({ response }) =>
      response(200).json(ok(statusOf(world.mine))),
    ),

    http.post('/photo-verification/start', ({ response }) => {
      const refusal = blocked();
      if (refusal) return response(400).json(refusal);
      const gesture = randomGestureBut(world.mine.lastGesture);
      world.mine = {
        ...world.mine,
        gesture,
        gestureExpires: Date.now() + GESTURE_VALID_MS,
        lastGesture: gesture,
      };
      return response(200).json(ok(statusOf(world.mine)));
    }),

    http.post('/photo-verification/submit', async ({ request, response }) => {
      const { selfie } = await request.json();
      const refusal = blocked();
      if (refusal) return response(400).json(refusal);
      const gesture = liveGesture(world.mine);
      if (!gesture) {
        return response(400).json(refuse(2103, 'The gesture has expired; ask for a new one'));
      }
      if (!selfie.startsWith(`/uploads/selfie/${me.account}/`)) {
        return response(400).json(
          refuse(400, 'selfie: must be your own upload with purpose verification'),
        );
      }
      const submittedTime = new Date().toISOString();
      const member = toBrief(me);
      world.pending.push({
        id: world.nextRequestId,
        member,
        gesture,
        selfie,
        photos: comparisonPhotos(member),
        submittedTime,
        waitedSeconds: 0,
      });
      world.nextRequestId += 1;
      world.mine = {
        ...world.mine,
        state: 'pending',
        gesture: null,
        gestureExpires: 0,
        reason: null,
        submittedTime,
        decidedTime: null,
      };
      return response(200).json(ok(statusOf(world.mine)));
    }),
  ];
}
