import { scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import {
  cancelMatching,
  continueMatching,
  finishCountdown,
  loadOnlineUsers,
  match,
  reset,
  startMatching,
} from './match';
import { toasts } from '../../stores/toasts';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('match');
});

beforeEach(() => {
  reset();
  toasts.list = [];
  // A fresh mock world each test: its match attempts start the day unused.
  api.use(...scenarios.normalUser(apiBase));
});

/** The attempts used up on the server (only a successful match uses one). */
const refuseAttempts = () =>
  api.use(
    http.post(`${apiBase}/bump/matching`, () =>
      HttpResponse.json(
        { code: 1201, msg: 'Match attempts used up, come back tomorrow', data: null },
        { status: 400 },
      ),
    ),
  );

/** One whole match: start, the answer, the countdown's end. */
async function matchOnce() {
  const started = startMatching();
  finishCountdown();
  await started;
}

describe('the match store', () => {
  it('loads who is online now with today’s attempts for the member level', async () => {
    await loadOnlineUsers();
    expect(match.onlineStatus).toBe('ready');
    expect(match.online.length).toBeGreaterThan(0);
    expect(match.quota).toMatchObject({ remaining: 3, limit: 3 });
    expect(match.phase).toBe('idle');
  });

  it('gives VIP and SVIP members more attempts a day', async () => {
    api.use(...scenarios.vipUser(apiBase));
    await loadOnlineUsers();
    expect(match.quota).toMatchObject({ remaining: 10, limit: 10 });
    api.use(...scenarios.svipUser(apiBase));
    await loadOnlineUsers();
    expect(match.quota).toMatchObject({ remaining: 30, limit: 30 });
  });

  it('asks the server only when the countdown ends, and shows the person then', async () => {
    await loadOnlineUsers();
    let asked = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/bump/matching') asked++;
    };
    api.events.on('request:start', count);
    const started = startMatching();
    // The countdown runs: a request made after the start and answered is the proof that one
    // asked at the start would have been seen by now. Nothing asked, no attempt used yet.
    await loadOnlineUsers();
    expect(match.onlineStatus).toBe('ready');
    expect(match.phase).toBe('matching');
    expect(asked).toBe(0);
    expect(match.quota?.remaining).toBe(3);
    finishCountdown();
    await started;
    api.events.removeListener('request:start', count);
    expect(asked).toBe(1);
    expect(match.phase).toBe('matched');
    expect(match.matched?.nickname).toMatch(/.+/);
    expect(match.quota?.remaining).toBe(2);
  });

  it('shows the person as soon as the server answers after the countdown', async () => {
    await loadOnlineUsers();
    const started = startMatching();
    finishCountdown();
    expect(match.phase).toBe('matching');
    await started;
    expect(match.phase).toBe('matched');
  });

  it('cancels back to idle during the countdown, and keeps the attempt', async () => {
    await loadOnlineUsers();
    const started = startMatching();
    cancelMatching();
    expect(match.phase).toBe('idle');
    await started;
    finishCountdown();
    expect(match.phase).toBe('idle');
    expect(match.matched).toBeNull();
    expect(match.quota?.remaining).toBe(3);
    // The mock world agrees: the next match uses the first of the day's attempts.
    await matchOnce();
    expect(match.quota?.remaining).toBe(2);
  });

  it('continues with someone else, until the attempts run out: exhausted', async () => {
    await loadOnlineUsers();
    await matchOnce();
    const first = match.matched?.id;
    const continued = continueMatching();
    expect(match.phase).toBe('matching');
    finishCountdown();
    await continued;
    expect(match.phase).toBe('matched');
    expect(match.matched?.id).not.toBe(first);
    const last = continueMatching();
    finishCountdown();
    await last;
    expect(match.quota?.remaining).toBe(0);
    // The last person found stays on screen; leaving the match shows no attempts are left.
    expect(match.phase).toBe('matched');
    cancelMatching();
    expect(match.phase).toBe('exhausted');
    // Nothing is asked of the server once none is left.
    refuseAttempts();
    await startMatching();
    expect(match.phase).toBe('exhausted');
    expect(toasts.list).toEqual([]);
  });

  it('opens exhausted when the day’s attempts were used already', async () => {
    api.use(
      http.get(`${apiBase}/bump/list2`, () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            total: 0,
            pageNum: 1,
            pageSize: 12,
            records: [],
            match: { remaining: 0, limit: 3, resetTime: '2026-11-23T00:00:00.000Z' },
          },
        }),
      ),
    );
    await loadOnlineUsers();
    expect(match.phase).toBe('exhausted');
  });

  it('shows exhausted when the server says the attempts are used up (code 1201)', async () => {
    await loadOnlineUsers();
    refuseAttempts();
    await matchOnce();
    expect(match.phase).toBe('exhausted');
    expect(match.quota?.remaining).toBe(0);
  });

  it('says so when nobody can be matched now (code 1202), and returns to idle', async () => {
    api.use(...scenarios.emptyLists(apiBase));
    await loadOnlineUsers();
    await matchOnce();
    expect(match.phase).toBe('idle');
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'info',
      title: 'No one is available to match right now',
    });
    expect(match.quota?.remaining).toBe(3);
  });

  it('reports a failed match with its reason, back at idle', async () => {
    await loadOnlineUsers();
    api.use(http.post(`${apiBase}/bump/matching`, () => new HttpResponse(null, { status: 502 })));
    await matchOnce();
    expect(match.phase).toBe('idle');
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: 'Matching failed, please try again',
      description: i18n.t('errors.maintenance'),
    });
  });

  it('marks the online list failed when it cannot load', async () => {
    api.use(http.get(`${apiBase}/bump/list2`, () => HttpResponse.error()));
    await loadOnlineUsers();
    expect(match.onlineStatus).toBe('failed');
    expect(match.quota).toBeNull();
  });

  it('forgets everything on reset (logout)', async () => {
    await loadOnlineUsers();
    const started = startMatching();
    reset();
    await started;
    finishCountdown();
    expect(match).toMatchObject({ phase: 'idle', quota: null, matched: null, online: [] });
  });
});
