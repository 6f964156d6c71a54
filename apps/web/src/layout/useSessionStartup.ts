import { useEffect } from 'react';
import { whenIdle } from '../app/whenIdle';
import { loadLanguageOptions } from '../stores/language';
import { whenBackOnline } from '../stores/network';
import { loadUnreadCounts } from '../stores/unread';
import { loadMe, useSession } from '../stores/session';

/**
 * When the frame loads: my-info (the header's call of the spec; a 401 ends the session); once
 * the first screen is up, the server's language list, the unread badges and the chat login with
 * the member's IM account. My-info and the badges run again when the member comes back to the
 * tab or the device comes back online, so balances stay current.
 */
export function useSessionStartup() {
  const { me } = useSession();
  const imAccount = me?.imAccount;
  const imPassword = me?.imPassword;

  useEffect(() => {
    void loadMe();
    // The built-in language names show until then; each answer arriving during the first render
    // would render the frame again on a phone's slow processor (Lighthouse's blocking time).
    const cancelLanguages = whenIdle(() => void loadLanguageOptions());
    const refresh = () => {
      if (document.visibilityState === 'visible') void loadMe();
    };
    document.addEventListener('visibilitychange', refresh);
    const stopFollowingNetwork = whenBackOnline(refresh);
    return () => {
      cancelLanguages();
      document.removeEventListener('visibilitychange', refresh);
      stopFollowingNetwork();
    };
  }, []);

  // The unread badges of the side menu and side bar: once the first screen is up, every minute
  // while the tab is shown, and when the member comes back to it.
  useEffect(() => {
    const cancelFirst = whenIdle(() => void loadUnreadCounts());
    const refresh = () => {
      if (document.visibilityState === 'visible') void loadUnreadCounts();
    };
    const timer = window.setInterval(refresh, 60_000);
    document.addEventListener('visibilitychange', refresh);
    const stopFollowingNetwork = whenBackOnline(refresh);
    return () => {
      cancelFirst();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      stopFollowingNetwork();
    };
  }, []);

  useEffect(() => {
    if (!imAccount || !imPassword) return;
    // The chat store (loaded on its own, never with the first route) logs in and listens: new
    // messages, unread counts, being logged in elsewhere. Once the first screen is up.
    return whenIdle(() => {
      import('../features/chat/store/lifecycle')
        .then(({ startChat }) => startChat({ user: imAccount, password: imPassword }))
        .catch((error: unknown) =>
          console.warn('Chat login failed; the chat retries when opened', error),
        );
    });
  }, [imAccount, imPassword]);
}
