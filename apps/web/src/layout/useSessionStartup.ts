import { useEffect } from 'react';
import { connectChat } from '../chat/chatConnection';
import { loadLanguageOptions } from '../stores/language';
import { loadMe, useSession } from '../stores/session';

/**
 * When the frame loads: my-info (the header's call of the spec; a 401 ends the session), the
 * server's language list, and the chat login with the member's IM account. My-info runs again
 * when the member comes back to the tab, so balances stay current.
 */
export function useSessionStartup() {
  const { me } = useSession();
  const imAccount = me?.imAccount;
  const imPassword = me?.imPassword;

  useEffect(() => {
    void loadMe();
    void loadLanguageOptions();
    const refresh = () => {
      if (document.visibilityState === 'visible') void loadMe();
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, []);

  useEffect(() => {
    if (!imAccount || !imPassword) return;
    connectChat({ user: imAccount, password: imPassword }).catch((error: unknown) =>
      console.warn('Chat login failed; the chat retries when opened', error),
    );
  }, [imAccount, imPassword]);
}
