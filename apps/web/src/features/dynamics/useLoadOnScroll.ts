import { useEffect, useRef, useState } from 'react';

/**
 * Calls `load` when the element given to the returned ref comes near the viewport (the next
 * page of a list, loaded on scroll). A new observer each time it is enabled again, so a screen
 * that still shows the end after a page loaded asks for the next one too.
 */
export function useLoadOnScroll(load: () => void, enabled: boolean) {
  const [node, setNode] = useState<Element | null>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 480px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled]);
  return setNode;
}
