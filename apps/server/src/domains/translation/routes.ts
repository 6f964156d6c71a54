import type { Handlers } from '../../contract/context.ts';
import { translateOutgoingMessage, translateReceivedMessage } from './chatTranslation.ts';

/**
 * Paid machine translation of chat messages (dynamics and comments are translated by the dynamic
 * domain, through the same paidTranslation.ts). Each runs once per Idempotency-Key.
 */
export const translationHandlers: Handlers = {
  // TRANSLATOR=off is the only server that does not translate (production refuses a fake one).
  '/translate/availability': ({ services }) => ({
    available: services.config.TRANSLATOR !== 'off',
  }),

  '/translate/message': ({ body, services, me, language, idempotencyKey }) =>
    translateOutgoingMessage(
      services,
      me,
      { operation: '/translate/message', key: idempotencyKey!, params: body },
      body,
      language,
    ),

  '/translate/tranlate-chat-message': ({ body, services, me, language, idempotencyKey }) =>
    translateReceivedMessage(
      services,
      me,
      { operation: '/translate/tranlate-chat-message', key: idempotencyKey!, params: body },
      body,
      language,
    ),
};
