/** Gifts on offer (openapi `Gift`), so the app passes /gift/list's records straight in. */
export type Gift = {
  id: number;
  /** The gift's name in the reader's language. */
  name: string;
  /** The gift's picture. */
  icon: string;
  /** The price of one, in gold coins. */
  goldCoin: number;
};

/** How many of one gift can be given at once (the API's limit). */
export const giftQuantity = { min: 1, max: 99 } as const;

/**
 * What giving `quantity` of a gift costs: the member's free gifts pay first (`freeGifts` -1 is
 * SVIP's unlimited allowance), coins pay the rest.
 */
export function giftCost(price: number, quantity: number, freeGifts: number) {
  const free = freeGifts < 0 ? quantity : Math.min(quantity, freeGifts);
  return { free, cost: (quantity - free) * price };
}

/** A typed quantity as a whole number within the limits; what cannot be read counts as 1. */
export function readQuantity(text: string): number {
  const value = Number.parseInt(text, 10);
  if (Number.isNaN(value)) return giftQuantity.min;
  return Math.min(giftQuantity.max, Math.max(giftQuantity.min, value));
}
