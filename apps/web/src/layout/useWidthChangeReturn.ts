import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The spec's resize debounce. */
export const RESIZE_DEBOUNCE_MS = 100;

/**
 * A resize that changes the width returns the member to /encounter unless already there (spec
 * section 2), once the resizing has paused for 100 ms. Height alone (an on-screen keyboard, a
 * browser bar) does not count.
 */
export function useWidthChangeReturn() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    let width = window.innerWidth;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.innerWidth === width) return;
        width = window.innerWidth;
        if (pathname !== '/encounter') navigate('/encounter');
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [navigate, pathname]);
}
