/** Each zoom step enlarges or shrinks the picture by this factor (the product spec's 1.2). */
export const zoomRate = 1.2;

/** Steps from the fitted size: down to 1.2^-4 (48 %), up to 1.2^8 (430 %). */
export const zoomSteps = { min: -4, max: 8 } as const;

/** The scale of a zoom step: 1 is the picture fitted to the screen. */
export function zoomOf(step: number): number {
  return zoomRate ** step;
}

/** One step further in `direction` (+1 in, -1 out), never past the limits. */
export function stepZoom(step: number, direction: 1 | -1): number {
  return Math.min(zoomSteps.max, Math.max(zoomSteps.min, step + direction));
}

/** The zoom as a percentage in the reader's locale ("144%", "144 %"). */
export function formatZoom(step: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    zoomOf(step),
  );
}
