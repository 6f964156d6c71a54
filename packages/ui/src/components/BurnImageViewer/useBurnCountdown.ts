import { useEffect, useRef, useState } from 'react';

/**
 * Counts whole seconds down from `seconds` while `running`, and calls `onDone` once at zero. The
 * viewer mounts it only while open, so every opening starts from the full time.
 */
export function useBurnCountdown(seconds: number, running: boolean, onDone: () => void) {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!running || left <= 0) return;
    const tick = setTimeout(() => {
      setLeft(left - 1);
      if (left - 1 === 0) done.current();
    }, 1000);
    return () => clearTimeout(tick);
  }, [running, left]);

  return left;
}
