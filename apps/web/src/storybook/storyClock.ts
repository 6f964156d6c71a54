// Stories only: "now" held still, so what depends on the time of day (the greeting, today's luck,
// when the match attempts come back) draws the same picture whenever the stories run.

/** Makes `new Date()` (without arguments) answer `now`; returns the function that undoes it. */
export function holdClock(now: string) {
  const RealDate = globalThis.Date;
  const fixed = new RealDate(now).getTime();
  class HeldDate extends RealDate {
    constructor(...args: [] | ConstructorParameters<DateConstructor>) {
      if (args.length === 0) super(fixed);
      else super(...args);
    }
  }
  globalThis.Date = HeldDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/** A Sunday evening in November, local time. */
export const storyNow = '2026-11-22T20:30:00';
