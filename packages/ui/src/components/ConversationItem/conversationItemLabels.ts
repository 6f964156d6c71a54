import type { EmojiCode } from '../../emoji';

/** Every text of a conversation row, translated. */
export type ConversationItemLabels = {
  /** Said after the name while the peer is online ("Online"). */
  online: string;
  /** The unread count for screen readers, worded for the count ("1 unread message"). */
  unread: (count: number) => string;
  /** The customer-service tag ("Customer service"). */
  service: string;
  /**
   * Previews of messages without text ("[Image]", "[Gift]", "[Red packet]", "[Burn after
   * reading]", "[Voice message]").
   */
  image: string;
  gift: string;
  redPacket: string;
  burnImage: string;
  voice: string;
  /** The preview before the first message ("Say hello"). */
  noMessages?: string;
  /** Marks an unsent draft in place of the preview ("Draft:"); shown with the row's `draft`. */
  draft?: string;
  /** Shown in place of the preview while the peer types ("typing…"); with the row's `typing`. */
  typing?: string;
  /** The name of the row's menu button, with `{name}` ("More actions for {name}"). */
  actions: string;
  /** Menu entries ("Delete conversation", "Delete chat history"). */
  deleteConversation: string;
  deleteHistory: string;
  /** Menu entries shown with `onKeep` ("Pin", "Unpin", "Mute", "Unmute"). */
  pin?: string;
  unpin?: string;
  mute?: string;
  unmute?: string;
  /** Said after the name of a pinned or muted conversation ("Pinned", "Muted"). */
  pinned?: string;
  muted?: string;
  /** The block entry, with `{name}` ("Block {name}"); shown with `onBlock`. */
  block?: string;
  /** The emoji images' alt texts. */
  emoji?: Partial<Record<EmojiCode, string>>;
};
