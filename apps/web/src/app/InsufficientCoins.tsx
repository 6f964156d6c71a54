import { lazy, Suspense, useState } from 'react';
import { useInsufficientCoins } from '../stores/payment';

// The dialog's code loads the first time some payment falls short, then stays (its closing
// animation needs it mounted).
const InsufficientCoinsHost = lazy(() => import('./InsufficientCoinsHost'));

/** The one insufficient-coins dialog of the app, for every paid thing (stores/payment.ts). */
export function InsufficientCoins() {
  const open = useInsufficientCoins();
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <InsufficientCoinsHost />
    </Suspense>
  );
}
