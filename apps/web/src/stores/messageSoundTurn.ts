/**
 * One chime for the whole browser, not one per tab: every tab hears a new message (they share one
 * chat connection), so each would play it. A tab on screen means the member sees the message, so
 * no tab chimes; among the tabs in the background, the first to take the lock plays it, and
 * keeps the turn long enough that the others, a moment behind, find it taken. Web Locks, where
 * the browser has them; alone otherwise.
 */

/** Held (shared) by every tab while it is on screen. */
const ON_SCREEN = 'heartline-tab-on-screen';
/** Held by the tab that plays the sound, for a moment. */
const SOUND = 'heartline-message-sound';
const TURN_MS = 1500;

const locks = (): LockManager | null =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;

let onScreen: { released: boolean; release: () => void } | null = null;

/** Holds the on-screen lock while this tab is visible (from the member's sign-in). */
export function followTabOnScreen() {
  const manager = locks();
  if (!manager || typeof document === 'undefined') return;
  const update = () => {
    const visible = document.visibilityState === 'visible';
    if (visible && !onScreen) {
      let resolve = () => {};
      const hold = {
        released: false,
        release: () => {
          hold.released = true;
          resolve();
        },
      };
      onScreen = hold;
      void manager.request(ON_SCREEN, { mode: 'shared' }, () =>
        hold.released ? undefined : new Promise<void>((r) => (resolve = r)),
      );
    } else if (!visible && onScreen) {
      onScreen.release();
      onScreen = null;
    }
  };
  document.removeEventListener('visibilitychange', update);
  document.addEventListener('visibilitychange', update);
  update();
}

/** Whether this tab is the one to chime for a message that just arrived. */
export async function isMySoundTurn(): Promise<boolean> {
  const manager = locks();
  if (!manager) return true;
  const { held = [] } = await manager.query();
  if (held.some((lock) => lock.name === ON_SCREEN)) return false;
  return new Promise<boolean>((resolve) => {
    void manager.request(SOUND, { ifAvailable: true }, async (lock) => {
      resolve(lock !== null);
      if (lock) await new Promise((r) => setTimeout(r, TURN_MS));
    });
  });
}
