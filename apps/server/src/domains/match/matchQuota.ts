/**
 * Daily random-match attempts (decisions.md): normal 3, VIP 10, SVIP 30 from the configuration,
 * counted per UTC day from the matches made, so the reset at midnight UTC needs no job.
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { vipLevelOn } from '../user/views.ts';
import { countMatchesOn } from './queries.ts';
import { utcDay } from './todayLuck.ts';

export interface MatchQuota {
  remaining: number;
  limit: number;
  resetTime: string;
}

export function dailyLimit(
  config: Config,
  user: Pick<User, 'vip_level' | 'vip_expire_time'>,
  now: Date,
) {
  const level = vipLevelOn(user, now);
  if (level === 2) return config.MATCH_ATTEMPTS_SVIP;
  if (level === 1) return config.MATCH_ATTEMPTS_VIP;
  return config.MATCH_ATTEMPTS_NORMAL;
}

/** The next midnight UTC. */
export function nextMidnightUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export async function matchQuota(db: Db, config: Config, user: User, now: Date) {
  const used = await countMatchesOn(db, user.id, utcDay(now));
  const limit = dailyLimit(config, user, now);
  return {
    remaining: Math.max(0, limit - used),
    limit,
    resetTime: nextMidnightUtc(now).toISOString(),
  } satisfies MatchQuota;
}
