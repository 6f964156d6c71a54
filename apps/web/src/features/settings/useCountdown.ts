import { useEffect, useState } from 'react';

/** Seconds left before another code may be asked for, counting down from `sentAt` (ms). */
export function useCountdown(sentAt: number | undefined, seconds = 60) {
  const [now, setNow] = useState(() => Date.now());
  const end = sentAt === undefined ? 0 : sentAt + seconds * 1000;
  useEffect(() => {
    if (end === 0) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  // Until the first tick `now` may predate the send: never more than the full wait.
  return end === 0 ? 0 : Math.min(seconds, Math.max(0, Math.ceil((end - now) / 1000)));
}
