/** A real-money price ("$9.99", "US$9.99") in the reader's locale. */
export function formatPrice(amount: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** A whole number ("1,280") in the reader's locale; `signed` writes "+100" and "-12". */
export function formatCount(
  amount: number,
  { locale, signed = false }: { locale?: string; signed?: boolean } = {},
): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: 0,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(amount);
}
