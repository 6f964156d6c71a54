// The chat message is openapi.yaml's, taken type-only from the SDK's generated schema: the same
// type packages/im's ChatClient gives the app, so a bubble shows the store's message as it is.
import type { components } from '@heartline/sdk/schema';

/** A custom message's kind (openapi `CustomMessageType`): burn, gift, redPacket or voice. */
export type CustomMessageType = components['schemas']['CustomMessageType'];

/**
 * What a chat message carries besides its text (openapi `MessageExt`): a translation, a custom
 * message's kind and content (a gift's icon, name, price and quantity, a red packet's coins and
 * greeting, a burn-after-read image's burn_url), and the sender's platform and brand.
 */
export type ChatMessageExt = components['schemas']['MessageExt'];

/**
 * A chat message as the chat service carries it (openapi `ChatMessage`). A bubble draws it by
 * type and ext.type; `read` shows as the receipt under an own message.
 */
export type ChatMessage = components['schemas']['ChatMessage'];

/** The emoji a member reacts with (openapi `ReactionEmoji`). */
export type ReactionEmoji = components['schemas']['ReactionEmoji'];

/** One emoji given to a message and who gave it (openapi `MessageReaction`). */
export type MessageReaction = components['schemas']['MessageReaction'];

/** Why the chat service flagged a first message to someone new (openapi `FirstMessageFlag`). */
export type FirstMessageFlag = components['schemas']['FirstMessageFlag'];

/** What a bubble draws for a message. */
export type ChatBubbleKind =
  'recalled' | 'text' | 'image' | 'burn' | 'gift' | 'redPacket' | 'voice';

export function bubbleKindOf(message: ChatMessage): ChatBubbleKind {
  if (message.recalled) return 'recalled';
  if (message.type === 'img') return 'image';
  if (message.type === 'custom' && message.ext.type) return message.ext.type;
  return 'text';
}
