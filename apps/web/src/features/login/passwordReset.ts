import type { ResetPasswordValues } from '@heartline/ui';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { formFailure } from '../../stores/formFailure';
import { notify } from '../../stores/toasts';
import { registerReset } from '../../stores/resetStores';
import { endingSessionHere, endSession, session } from '../../stores/session';

type PasswordResetState = {
  /** A code is on its way. */
  sendingCode: boolean;
  /** When the last code went out (restarts the form's resend countdown). */
  codeSentAt: number | undefined;
  /** The new password is being saved. */
  pending: boolean;
  /** The server's answer, in the interface language ("No account uses this e-mail address"). */
  error: string | undefined;
};

const initial = (): PasswordResetState => ({
  sendingCode: false,
  codeSentAt: undefined,
  pending: false,
  error: undefined,
});

/** Forgot password (/pass): an e-mailed code, then a new password twice. */
export const passwordReset = proxy<PasswordResetState>(initial());

/** Sends a reset code to the address of an account. */
export async function sendResetCode(email: string) {
  if (passwordReset.sendingCode) return;
  passwordReset.sendingCode = true;
  passwordReset.error = undefined;
  try {
    await sdk.account.sendVerificationCode({ email, purpose: 'reset-password' });
    passwordReset.codeSentAt = Date.now();
  } catch (error) {
    passwordReset.error = formFailure(error);
  } finally {
    passwordReset.sendingCode = false;
  }
}

/**
 * Sets the new password. Resolves to true when it was changed: every session of the account has
 * ended (this one too, if the member was logged in), and the success message is shown.
 */
export async function resetPassword(values: ResetPasswordValues) {
  if (passwordReset.pending) return false;
  passwordReset.pending = true;
  passwordReset.error = undefined;
  try {
    await endingSessionHere(() => sdk.account.updatePassword(values));
  } catch (error) {
    passwordReset.error = formFailure(error);
    passwordReset.pending = false;
    return false;
  }
  if (session.token) endSession();
  reset();
  notify({
    tone: 'success',
    title: i18n.t('register:reset.changedTitle'),
    description: i18n.t('register:reset.changedDescription'),
  });
  return true;
}

export function reset() {
  Object.assign(passwordReset, initial());
}
registerReset(reset);

export function usePasswordReset() {
  return useSnapshot(passwordReset);
}
