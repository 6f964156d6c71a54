import { lazy, Suspense } from 'react';
import { useNotices } from '../stores/notices';

// The toasts (Radix Toast) load with the first notice, not with the first route.
const NoticeToasts = lazy(() => import('./NoticeToasts'));

/** The notices store's toasts: success, warnings and the error notices. */
export function Notices() {
  const list = useNotices();
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeToasts notices={list} />
    </Suspense>
  );
}
