/**
 * A coin amount in the reader's locale. `short` abbreviates from 100,000 on ("128K", "12万"), for
 * the side bar where the space is tight.
 */
export function formatCoins(
  amount: number,
  { locale, short = false }: { locale?: string; short?: boolean } = {},
) {
  const compact = short && Math.abs(amount) >= 100_000;
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: compact ? 1 : 0,
    notation: compact ? 'compact' : 'standard',
  }).format(amount);
}
