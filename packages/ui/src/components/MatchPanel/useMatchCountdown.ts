import { useEffect, useRef, useState } from 'react';

export type MatchCountdownOptions = {
  /** Counts while true; starts again from `seconds` each time it turns true. */
  running: boolean;
  /** Where the count starts (the product's 15 seconds). */
  seconds?: number;
  /** Called once when the count reaches 0 (nobody found in time). */
  onTimeout?: () => void;
};

/** The matching countdown for MatchPanel's `secondsLeft`: whole seconds, from `seconds` to 0. */
export function useMatchCountdown({ running, seconds = 15, onTimeout }: MatchCountdownOptions) {
  const [count, setCount] = useState({ running, left: seconds });
  // A new run starts full: adjusted while rendering, so no frame shows the previous run's end.
  if (count.running !== running) setCount({ running, left: seconds });

  const timeout = useRef(onTimeout);
  useEffect(() => {
    timeout.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (!running) return;
    let left = seconds;
    const timer = setInterval(() => {
      left -= 1;
      setCount({ running: true, left });
      if (left <= 0) {
        clearInterval(timer);
        timeout.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [running, seconds]);

  return running ? count.left : seconds;
}
