import { ApiError, type Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { notify, notifyFailure } from '../../stores/toasts';
import { registerReset } from '../../stores/resetStores';

/** A member on the encounter page (EncounterUser). */
export type EncounterUser = Data<'/bump/list2', 'get'>['records'][number];

/** Today's random-match attempts (MatchQuota): left, in all, and when they come back. */
export type MatchQuota = Data<'/bump/list2', 'get'>['match'];

/** Where random matching stands (spec section 4); `exhausted` when no attempt is left today. */
export type MatchPhase = 'idle' | 'matching' | 'matched' | 'exhausted';

/** The countdown while matching (the product's 15 seconds); the person shows when it ends. */
export const MATCH_COUNTDOWN_SECONDS = 15;

/** The server's codes for matching: no attempts left today, nobody to match right now. */
const ATTEMPTS_USED_UP = 1201;
const NOBODY_AVAILABLE = 1202;

type MatchState = {
  /** Users online now (/bump/list2), for the encounter page. */
  online: EncounterUser[];
  onlineStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** Today's attempts, from /bump/list2 and then from each match; null until known. */
  quota: MatchQuota | null;
  /** idle, matching (the countdown runs), matched (the person found) or exhausted. */
  phase: MatchPhase;
  /** Matched: the person found. */
  matched: EncounterUser | null;
};

const initial = (): MatchState => ({
  online: [],
  onlineStatus: 'idle',
  quota: null,
  phase: 'idle',
  matched: null,
});

/** Encounter: who is online now, and random matching with today's attempts. */
export const match = proxy<MatchState>(initial());

/**
 * One run of matching (start or continue). The server is asked when the countdown ends (the
 * spec's 15 seconds), so that a member who cancels during it keeps the attempt; the answer is
 * dropped when the member cancelled or started again meanwhile.
 */
type Run = {
  id: number;
  found: EncounterUser | null;
  countdownOver: boolean;
  /** Ends the wait for the countdown: true when it ran out, false when the run was dropped. */
  endCountdown: (ranOut: boolean) => void;
  countdownEnded: Promise<boolean>;
};

function newRun(id: number): Run {
  let endCountdown: (ranOut: boolean) => void = () => undefined;
  const countdownEnded = new Promise<boolean>((resolve) => (endCountdown = resolve));
  return { id, found: null, countdownOver: false, endCountdown, countdownEnded };
}

let run: Run = newRun(0);
/** Bumped by reset (logout): answers asked for before it change nothing. */
let epoch = 0;

export async function loadOnlineUsers() {
  match.onlineStatus = 'loading';
  try {
    const page = await sdk.match.listOnline({ pageSize: 12 });
    match.online = page.records;
    applyQuota(page.match);
    match.onlineStatus = 'ready';
  } catch {
    match.onlineStatus = 'failed';
  }
}

function applyQuota(quota: MatchQuota) {
  match.quota = { remaining: quota.remaining, limit: quota.limit, resetTime: quota.resetTime };
  if (match.phase === 'idle' && quota.remaining <= 0) match.phase = 'exhausted';
}

function reveal(current: Run) {
  if (current.id !== run.id || match.phase !== 'matching') return;
  if (!current.countdownOver || !current.found) return;
  match.matched = current.found;
  match.phase = 'matched';
}

/** Back to idle from a failed run, or to exhausted when nothing is left today. */
function stopMatching() {
  match.phase = match.quota && match.quota.remaining <= 0 ? 'exhausted' : 'idle';
  match.matched = null;
}

/**
 * Starts (or continues) random matching: the countdown starts at once; when it ends the server
 * picks someone, using one of today's attempts, and the person shows. Cancelling during the
 * countdown asks nothing of the server: the attempt is kept. Resolves once the run is over.
 */
export async function startMatching() {
  if (match.phase === 'matching') return;
  if (match.quota && match.quota.remaining <= 0) {
    match.phase = 'exhausted';
    return;
  }
  const current = newRun(run.id + 1);
  const asked = epoch;
  run = current;
  match.phase = 'matching';
  match.matched = null;
  if (!(await current.countdownEnded) || asked !== epoch || current.id !== run.id) return;
  try {
    const result = await sdk.match.matchRandom();
    if (asked !== epoch) return;
    // An older run answering late never gives attempts back.
    const known = match.quota;
    if (!known || result.remaining <= known.remaining || result.resetTime !== known.resetTime) {
      applyQuota(result);
    }
    current.found = result.user;
    reveal(current);
  } catch (error) {
    if (current.id !== run.id) return;
    if (error instanceof ApiError && error.code === ATTEMPTS_USED_UP) {
      if (match.quota) match.quota.remaining = 0;
      match.phase = 'exhausted';
      match.matched = null;
      return;
    }
    stopMatching();
    if (error instanceof ApiError && error.code === NOBODY_AVAILABLE) {
      notify({ tone: 'info', title: error.message });
    } else {
      notifyFailure(error, i18n.t('match:errors.matchFailed'));
    }
  }
}

/** The countdown ran out: the server is asked, and the person shows when it answers. */
export function finishCountdown() {
  run.countdownOver = true;
  run.endCountdown(true);
  reveal(run);
}

/** Stops matching, or leaves the person found: back to idle (exhausted when none is left). */
export function cancelMatching() {
  run.endCountdown(false);
  run = newRun(run.id + 1);
  stopMatching();
}

/** Matched: look for someone else (another of today's attempts). */
export function continueMatching() {
  match.phase = 'idle';
  return startMatching();
}

export function reset() {
  epoch++;
  run.endCountdown(false);
  run = newRun(run.id + 1);
  Object.assign(match, initial());
}
registerReset(reset);

export function useMatch() {
  return useSnapshot(match);
}
