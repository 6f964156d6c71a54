/**
 * How a user row is shown: the list view (UserBrief), the owner's own view (UserInfo) with the
 * wallet and counts. Every domain presents users through these, so a field is computed one way.
 */
import type { components } from '@heartline/sdk/schema';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { freeGiftsLeft } from './freeGiftsLeft.ts';
import { countUserData } from './queries.ts';
import { toUserSetVo } from './settings.ts';

type UserBrief = components['schemas']['UserBrief'];
type UserInfo = components['schemas']['UserInfo'];
type UserDataVo = components['schemas']['UserDataVo'];

/** Users seen within this many minutes count as online. */
const ONLINE_MINUTES = 5;

export function ageOn(birthday: string | null, now: Date): number | null {
  if (!birthday) return null;
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return Math.max(0, age);
}

/** The membership level in force now (an expired membership is a normal one). */
export function vipLevelOn(
  user: Pick<User, 'vip_level' | 'vip_expire_time'>,
  now: Date,
): 0 | 1 | 2 {
  if (!user.vip_level || !user.vip_expire_time || user.vip_expire_time.getTime() <= now.getTime())
    return 0;
  return user.vip_level as 1 | 2;
}

export function isOnline(user: Pick<User, 'last_active_at'>, now: Date): 0 | 1 {
  return user.last_active_at &&
    now.getTime() - user.last_active_at.getTime() < ONLINE_MINUTES * 60_000
    ? 1
    : 0;
}

export function toUserBrief(user: User, now: Date): UserBrief {
  return {
    id: user.id,
    account: user.account,
    nickname: user.nickname,
    avatar: user.avatar,
    gender: user.gender as UserBrief['gender'],
    age: ageOn(user.birthday, now),
    vipLevel: vipLevelOn(user, now),
    region: user.region,
    commonLanguage: user.common_language,
    signature: user.signature,
    online: isOnline(user, now),
    imAccount: user.im_account,
    verified: user.verified_at ? 1 : 0,
  };
}

export function profileFields(user: User) {
  return {
    birthday: user.birthday,
    height: user.height,
    weight: user.weight,
    occupation: user.occupation,
    hobby: user.hobby,
    introduction: user.introduction,
  };
}

/** Fans, follows, friends, visitors and likes received, counted live. */
export async function userCounts(db: Db, userId: number): Promise<UserDataVo> {
  const row = await countUserData(db, userId);
  return {
    fans: Number(row.fans ?? 0),
    follow: Number(row.follow ?? 0),
    friends: Number(row.friends ?? 0),
    visitors: Number(row.visitors ?? 0),
    likes: Number(row.likes ?? 0),
  };
}

/**
 * The wallet as the owner sees it (UserAccountVo): coins, translation characters, free gifts
 * left (-1 unlimited for SVIP, none for normal members) and blurred-picture views. Every answer
 * that carries the balances after a payment builds them here.
 */
export function toUserAccountVo(
  user: User,
  now: Date,
  /** FREE_GIFTS_VIP of the configuration, when the caller has it (else its default). */
  monthlyVipFreeGifts?: number,
): UserInfo['userAccountVo'] {
  const level = vipLevelOn(user, now);
  return {
    goldCoin: user.gold_coin,
    character: user.character,
    vipCharacter: user.vip_character,
    // A VIP's allowance is topped up at the first gift of a month: shown topped up before that.
    freeGifts: freeGiftsLeft(user, level, now, monthlyVipFreeGifts),
    blurViews: user.blur_views,
  };
}

/** The owner's own view: everything, wallet and settings included. */
export async function toUserInfo(db: Db, user: User, now: Date): Promise<UserInfo> {
  const level = vipLevelOn(user, now);
  return {
    ...toUserBrief(user, now),
    ...profileFields(user),
    email: user.email,
    imPassword: user.im_password,
    isPayMsg: user.is_pay_msg as 0 | 1,
    isBurnPayMsg: user.is_burn_pay_msg as 0 | 1,
    vipExpireTime: level ? (user.vip_expire_time?.toISOString() ?? null) : null,
    userAccountVo: toUserAccountVo(user, now),
    userDataVo: await userCounts(db, user.id),
    userSetVo: toUserSetVo(user),
    createTime: user.created_at.toISOString(),
  };
}
