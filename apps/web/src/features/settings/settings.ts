import type { PrivacySetting, PrivacySettingsValues } from '@heartline/ui';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { formFailure } from '../../stores/formFailure';
import { notify, notifyFailure } from '../../stores/toasts';
import { registerReset } from '../../stores/resetStores';
import { endingSessionHere, endSession, logout, session, useSession } from '../../stores/session';

type SettingsState = {
  /** Privacy changes on their way to the server, shown at once (a failure takes them back). */
  privacyChanges: Partial<PrivacySettingsValues>;
  /** The settings being saved, oldest first: the newest one's switch shows the spinner. */
  savingPrivacy: PrivacySetting[];
  loggingOut: boolean;
  /** Cancelling the account: its e-mailed code, the call, and the server's answer. */
  cancel: {
    sendingCode: boolean;
    codeSentAt: number | undefined;
    pending: boolean;
    error: string | undefined;
  };
};

const initial = (): SettingsState => ({
  privacyChanges: {},
  savingPrivacy: [],
  loggingOut: false,
  cancel: { sendingCode: false, codeSentAt: undefined, pending: false, error: undefined },
});

/** Account settings (/settings): privacy, log out, cancel the account. */
export const settings = proxy<SettingsState>(initial());

/** Saves one privacy setting (PrivacySettings hands over the one switch flipped). */
export async function savePrivacy(change: Partial<PrivacySettingsValues>) {
  const names = Object.keys(change) as PrivacySetting[];
  if (names.length === 0) return;
  Object.assign(settings.privacyChanges, change);
  settings.savingPrivacy.push(...names);
  try {
    const saved = await sdk.user.setPrivacy(change);
    if (session.me) session.me.userSetVo = saved;
  } catch (error) {
    notifyFailure(error, i18n.t('settings:privacy.failed'));
  } finally {
    for (const name of names) {
      settings.savingPrivacy.splice(settings.savingPrivacy.indexOf(name), 1);
      // A later flip of the same switch, still on its way, keeps its value on screen.
      if (!settings.savingPrivacy.includes(name)) delete settings.privacyChanges[name];
    }
  }
}

/** Logs out after the member confirmed; the route guard then shows /login. */
export async function confirmLogout() {
  if (settings.loggingOut) return false;
  settings.loggingOut = true;
  const done = await logout();
  settings.loggingOut = false;
  return done;
}

/** Sends the cancel-account code to the member's own address. */
export async function sendCancelCode() {
  const email = session.me?.email;
  if (!email || settings.cancel.sendingCode) return;
  settings.cancel.sendingCode = true;
  settings.cancel.error = undefined;
  try {
    await sdk.account.sendVerificationCode({ email, purpose: 'cancel-account' });
    settings.cancel.codeSentAt = Date.now();
  } catch (error) {
    settings.cancel.error = formFailure(error);
  } finally {
    settings.cancel.sendingCode = false;
  }
}

/**
 * Cancels the account for good with the e-mailed code. On success the session ends here (the
 * server has ended every other one) and the member is told; resolves to whether it happened.
 */
export async function cancelAccount({ code, reason }: { code: string; reason: string }) {
  if (settings.cancel.pending) return false;
  settings.cancel.pending = true;
  settings.cancel.error = undefined;
  try {
    const why = reason.trim();
    await endingSessionHere(() =>
      sdk.account.cancelAccount(why ? { code, reason: why } : { code }),
    );
  } catch (error) {
    settings.cancel.error = formFailure(error);
    settings.cancel.pending = false;
    return false;
  }
  endSession();
  notify({
    tone: 'success',
    title: i18n.t('settings:cancel.doneTitle'),
    description: i18n.t('settings:cancel.doneDescription'),
  });
  return true;
}

/** Clears the cancel section's last answer (the member typed again). */
export function clearCancelError() {
  settings.cancel.error = undefined;
}

export function reset() {
  Object.assign(settings, initial());
}
registerReset(reset);

export function useSettings() {
  return useSnapshot(settings);
}

/** The member's privacy settings as shown: the saved ones with the changes on their way. */
export function usePrivacySettings(): PrivacySettingsValues | null {
  const { me } = useSession();
  const { privacyChanges } = useSettings();
  if (!me) return null;
  const { addFriendMode, showLikes, showComments, matchVerifiedOnly, hideLastSeen } = me.userSetVo;
  return {
    addFriendMode,
    showLikes,
    showComments,
    matchVerifiedOnly,
    hideLastSeen,
    ...privacyChanges,
  };
}
