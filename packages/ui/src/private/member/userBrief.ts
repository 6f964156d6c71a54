import type { MemberLevel } from '../Avatar';

/** 0 female, 1 male, 2 other or unknown (openapi `Gender`). */
export type Gender = 0 | 1 | 2;

/** 0 normal member, 1 VIP, 2 SVIP (openapi `VipLevel`). */
export type VipLevel = 0 | 1 | 2;

/**
 * A user as the API shows them in lists, cards and search results (openapi `UserBrief`), so the
 * app passes API data straight in. Components pick the fields they draw.
 */
export type UserBrief = {
  /** The profile id (account minus 100000). */
  id: number;
  /** The public numeric ID. */
  account: number;
  nickname: string;
  avatar: string;
  gender: Gender;
  /** Whole years, or null when the birthday is not given. */
  age: number | null;
  vipLevel: VipLevel;
  /** An ISO 3166-1 alpha-2 region code. */
  region: string;
  /** A /system/dialogue language code. */
  commonLanguage: string;
  signature: string;
  /** 1 while online. */
  online: 0 | 1;
  imAccount: string;
  /** 1 once the member passed photo verification (the verified badge); 0 or absent otherwise. */
  verified?: 0 | 1;
};

const levels: MemberLevel[] = ['normal', 'vip', 'svip'];

/** The Avatar's ring and the badge for an API `vipLevel`. */
export function memberLevelOf(vipLevel: number | undefined): MemberLevel {
  return levels[vipLevel ?? 0] ?? 'normal';
}
