import { describeError } from '../app/describeError';

/**
 * The words a form shows under its fields for a failed call (the account forms: register, reset
 * password, cancel account): the server's own message, already in the interface language
 * ("The verification code is wrong"), or the Forbidden, maintenance or network notice.
 */
export function formFailure(error: unknown): string {
  const { title, description } = describeError(error);
  return description ? `${title}: ${description}` : title;
}
