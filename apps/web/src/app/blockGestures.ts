/**
 * Blocks pinch-zoom and gestures (spec section 2), which the viewport meta tag alone does not:
 * Safari ignores `user-scalable=no`, and desktop browsers zoom on ctrl+wheel and trackpad pinch.
 */
export function blockGestures(target: Document = document) {
  const stop = (event: Event) => event.preventDefault();
  // Safari's proprietary gesture events (pinch and rotate).
  for (const type of ['gesturestart', 'gesturechange', 'gestureend']) {
    target.addEventListener(type, stop, { passive: false });
  }
  // Two fingers on a touch screen.
  target.addEventListener(
    'touchmove',
    (event) => {
      if ((event as TouchEvent).touches.length > 1) event.preventDefault();
    },
    { passive: false },
  );
  // Trackpad pinch arrives as ctrl+wheel.
  target.addEventListener(
    'wheel',
    (event) => {
      if ((event as WheelEvent).ctrlKey) event.preventDefault();
    },
    { passive: false },
  );
  // Double-tap zoom: `touch-action: manipulation` on the page (see app.css.ts) prevents it.
}
