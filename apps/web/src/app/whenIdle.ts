/** The longest a deferred start waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `work` once the browser has nothing more urgent to do (the first screen painted and its
 * scripts run), or after two seconds at the latest: background starts such as the chat's login
 * then never compete with the page the member is looking at.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: after the current work and a frame's worth of time.
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}
