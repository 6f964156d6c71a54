/**
 * What a translation costs and how it is paid (decisions.md "Money"): the Unicode code points of
 * the trimmed text, taken from the member gift bag (vipCharacter) first, then from translation
 * packages (character), and the rest in gold coins at 1 coin per 100 characters, rounded up.
 * When the coins cannot cover the rest, nothing at all is taken: 402 with code 106.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import { move, type Movement, type Trx } from '../../ledger/ledger.ts';
import { bills } from '../wallet/billLines.ts';

export type TranslationCharge = components['schemas']['TranslationCharge'];

/** Characters paid per gold coin. */
export const CHARACTERS_PER_COIN = 100;

export const noCharge: TranslationCharge = { vipCharacter: 0, character: 0, goldCoin: 0 };

/** The characters a text is paid for: its code points (not UTF-16 units) after trimming. */
export function countCharacters(text: string): number {
  return [...text.trim()].length;
}

/** How `characters` are split over a wallet: gift-bag characters, then package ones, then coins. */
export function splitCharge(
  characters: number,
  wallet: { vipCharacter: number; character: number },
): TranslationCharge & { coinCharacters: number } {
  const vipCharacter = Math.min(Math.max(wallet.vipCharacter, 0), characters);
  const character = Math.min(Math.max(wallet.character, 0), characters - vipCharacter);
  const coinCharacters = characters - vipCharacter - character;
  return {
    vipCharacter,
    character,
    goldCoin: Math.ceil(coinCharacters / CHARACTERS_PER_COIN),
    coinCharacters,
  };
}

/**
 * Takes the price of `characters` from the locked wallet in one ledger transaction (kind
 * 'translation'; the coins carry a bill line of type 4). Refuses with 106, taking nothing, when
 * the coins cannot cover what the characters do not.
 */
export async function chargeTranslation(
  trx: Trx,
  wallet: User,
  characters: number,
  at: Date,
): Promise<{ charged: TranslationCharge; transactionId: number }> {
  const { coinCharacters, ...charged } = splitCharge(characters, {
    vipCharacter: wallet.vip_character,
    character: wallet.character,
  });
  if (charged.goldCoin > wallet.gold_coin) throw new AppError(106);
  const payer = { userId: wallet.id };
  const movements: Movement[] = [];
  if (charged.vipCharacter > 0) {
    movements.push({
      asset: 'vipCharacter',
      from: payer,
      to: 'house',
      amount: charged.vipCharacter,
    });
  }
  if (charged.character > 0) {
    movements.push({ asset: 'character', from: payer, to: 'house', amount: charged.character });
  }
  if (charged.goldCoin > 0) {
    movements.push({
      asset: 'goldCoin',
      from: payer,
      to: 'house',
      amount: charged.goldCoin,
      fromBill: bills.translation(coinCharacters),
    });
  }
  try {
    const { transactionId } = await move(
      trx,
      { kind: 'translation', userId: wallet.id, at },
      movements,
    );
    return { charged, transactionId };
  } catch (error) {
    // The wallet is locked, so this should not happen; if it does, it is still "cannot pay".
    if (error instanceof AppError && error.code === 105) throw new AppError(106);
    throw error;
  }
}
