/** The browser's name for the `brand` header (decisions.md), read from the user agent. */
export function browserBrand(
  userAgent: string | undefined = globalThis.navigator?.userAgent,
): string {
  if (!userAgent) return 'Unknown';
  // Order matters: Edge and Opera also say "Chrome", and Chrome also says "Safari".
  const brands: [RegExp, string][] = [
    [/Edg\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser/, 'Samsung Internet'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
    [/Node\.js|undici/, 'Node'],
  ];
  return brands.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
}
