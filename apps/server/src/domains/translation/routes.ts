import type { Handlers } from '../../contract/context.ts';
import { translateOutgoingMessage, translateReceivedMessage } from './chatTranslation.ts';
import { translateComment, translateDynamic } from './dynamicTranslation.ts';

/**
 * Paid machine translation of chat messages, dynamics and comments (the two /dynamic/ paths are
 * here because they share the charging). Each runs once per Idempotency-Key.
 */
export const translationHandlers: Handlers = {
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

  '/dynamic/translate': ({ body, services, me, idempotencyKey }) =>
    translateDynamic(
      services,
      me,
      { operation: '/dynamic/translate', key: idempotencyKey!, params: body },
      body,
    ),

  '/dynamic/translate-comment': ({ body, services, me, idempotencyKey }) =>
    translateComment(
      services,
      me,
      { operation: '/dynamic/translate-comment', key: idempotencyKey!, params: body },
      body,
    ),
};
