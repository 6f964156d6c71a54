import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** After each navigation the page scrolls to top (spec section 2), back and forward too. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
