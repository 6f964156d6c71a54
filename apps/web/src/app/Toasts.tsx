import { lazy, Suspense } from 'react';
import { useToasts } from '../stores/toasts';

// The toasts (Radix Toast) load with the first toast, not with the first route.
const ToastViewport = lazy(() => import('./ToastViewport'));

/** The toasts store's messages: success, warnings and the error notices of spec section 8. */
export function Toasts() {
  const list = useToasts();
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toasts={list} />
    </Suspense>
  );
}
