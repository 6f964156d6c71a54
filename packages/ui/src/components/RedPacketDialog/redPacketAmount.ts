import { rules } from '../../private/forms/validationRules';

/** The product's red-packet presets, in gold coins. */
export const redPacketPresets = [10, 50, 100] as const;

/** The largest red packet the API takes. */
export const maxRedPacket = 100_000;

/**
 * The amount a red packet would carry: a typed amount overrides the chosen preset. `invalid` when
 * the typed text is not a positive whole number without a leading zero (or is over the limit).
 */
export function redPacketAmount(preset: number | null, typed: string) {
  if (typed === '') return { amount: preset, invalid: false };
  const invalid = rules.amount(typed) !== undefined || Number(typed) > maxRedPacket;
  return { amount: invalid ? null : Number(typed.trim()), invalid };
}
