/**
 * The bill line of every kind of coin movement (BillTypeCode of openapi.yaml): its type and what
 * the bill will say, stored as a key and parameters and put into words in the reader's language
 * when bills are listed (billText.ts). Every domain that moves coins takes its lines from here,
 * so a bill type has one meaning everywhere.
 */
import type { BillLine } from '../../ledger/ledger.ts';

export const billTypes = {
  recharge: 1,
  membership: 2,
  translationPackage: 3,
  translation: 4,
  gift: 5,
  redPacketSent: 6,
  redPacketReceived: 7,
  photoPermission: 8,
  newFriendChat: 9,
  mall: 10,
} as const;

export type BillKind = keyof typeof billTypes;

const line = (kind: BillKind, params: Record<string, string | number> = {}): BillLine => ({
  type: billTypes[kind],
  project: { key: kind, params },
});

export const bills = {
  recharge: (coins: number) => line('recharge', { coins }),
  membership: (vipLevel: 1 | 2, months: number) => line('membership', { vipLevel, months }),
  translationPackage: (characters: number) => line('translationPackage', { characters }),
  translation: (characters: number) => line('translation', { characters }),
  gift: (quantity: number, recipient: string) => line('gift', { quantity, nickname: recipient }),
  redPacketSent: (recipient: string) => line('redPacketSent', { nickname: recipient }),
  redPacketReceived: (sender: string) => line('redPacketReceived', { nickname: sender }),
  photoPermission: (owner: string) => line('photoPermission', { nickname: owner }),
  newFriendChat: (recipient: string) => line('newFriendChat', { nickname: recipient }),
  mall: (goods: string, recipient: string) => line('mall', { goods, nickname: recipient }),
};
