import { useState } from 'react';

/**
 * The value while it is set, and the last one set once it is cleared: what a closing dialog
 * keeps showing while it animates out, instead of "Buy 0 gold coins? $0.00".
 */
export function useKeptWhileClosing<T>(value: T | null): T | null {
  const [kept, setKept] = useState<T | null>(value);
  // Derived state, updated during render (React's documented pattern for it).
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
