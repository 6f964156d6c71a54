import { describe, expect, it } from 'vitest';
import { formatZoom, stepZoom, zoomOf, zoomSteps } from './zoom';

describe('zoom', () => {
  it('multiplies by 1.2 each step', () => {
    expect(zoomOf(0)).toBe(1);
    expect(zoomOf(1)).toBeCloseTo(1.2);
    expect(zoomOf(2)).toBeCloseTo(1.44);
    expect(zoomOf(-1)).toBeCloseTo(1 / 1.2);
  });

  it('stops at the limits', () => {
    expect(stepZoom(zoomSteps.max, 1)).toBe(zoomSteps.max);
    expect(stepZoom(zoomSteps.min, -1)).toBe(zoomSteps.min);
    expect(stepZoom(0, 1)).toBe(1);
  });

  it.each([
    [0, 'en', '100%'],
    [2, 'en', '144%'],
    [-1, 'en', '83%'],
    [2, 'de', '144\u00a0%'],
  ])('writes step %d in %s as %s', (step, locale, expected) => {
    expect(formatZoom(step, locale)).toBe(expected);
  });
});
