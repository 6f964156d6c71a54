import { defaultMessages, isHeartlineError } from '@heartline/sdk';
import { i18n } from '../i18n/i18n';

export type ErrorDescription = {
  /** What to show first, translated or the server's own words. */
  title: string;
  /** More detail, when there is some. */
  description?: string;
  /** Which notice this is: the Forbidden and maintenance notices have pages of their own. */
  kind: 'forbidden' | 'maintenance' | 'unauthorized' | 'message';
};

/**
 * The words for a failure (spec section 8): HTTP 403 is the Forbidden notice with the server's
 * message; a failure with a message from the server shows it; one without is the maintenance
 * notice; network and time-out failures say so in the interface language.
 */
export function describeError(error: unknown, fallback?: string): ErrorDescription {
  const t = i18n.t.bind(i18n);
  if (!isHeartlineError(error)) {
    return { kind: 'message', title: fallback ?? t('errors.unknown') };
  }
  switch (error.kind) {
    case 'forbidden':
      return {
        kind: 'forbidden',
        title: t('errors.forbiddenTitle'),
        description:
          error.message === defaultMessages.forbidden ? t('errors.forbidden') : error.message,
      };
    case 'maintenance':
      return {
        kind: 'maintenance',
        title: t('errors.maintenanceTitle'),
        description: t('errors.maintenance'),
      };
    case 'unauthorized':
      return {
        kind: 'unauthorized',
        title:
          error.message === defaultMessages.unauthorized ? t('errors.unauthorized') : error.message,
      };
    case 'network':
      return { kind: 'message', title: t('errors.network') };
    case 'timeout':
      return { kind: 'message', title: t('errors.timeout') };
    default:
      // 'api' and 'http': the server's message, already in the interface language.
      return { kind: 'message', title: error.message || fallback || t('errors.unknown') };
  }
}
