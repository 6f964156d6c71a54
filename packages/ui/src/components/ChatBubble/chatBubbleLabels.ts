import type { EmojiCode } from '../../emoji';
import type { FirstMessageFlag } from './chatMessage';

/** Every text a bubble can show, translated. `{placeholders}` are filled in by the bubble. */
export type ChatBubbleLabels = {
  /** The photo's alt text ("Photo"). */
  image: string;
  /** The photo button's name ("Open photo"). */
  openImage: string;
  /** Above a gift's name ("Gift"). */
  gift: string;
  /** A gift's quantity when more than one ("×{count}"). */
  giftQuantity: string;
  /** Under a red packet ("Red packet"); also its title when it has no greeting. */
  redPacket: string;
  /** A red packet's coins ("{amount} coins"). */
  redPacketAmount: string;
  /** On a burn-after-read image ("Burn after reading"). */
  burnImage: string;
  /** Invites the recipient to open it ("Tap to view"). */
  tapToView: string;
  /** Where a viewed burn-after-read image was ("Image burned"). */
  imageBurned: string;
  /** A voice message's accessible name ("Voice message, {seconds} seconds"). */
  voiceMessage: string;
  /** A quote of a voice message ("Voice message"). */
  voiceQuote: string;
  /** A voice message's button ("Play", "Pause"). */
  play: string;
  pause: string;
  /** "You recalled a message". */
  recalledByMe: string;
  /** "Mia recalled a message", with the peer's name already in. */
  recalledByPeer: string;
  /** Read before the translation by screen readers ("Translation"). */
  translation: string;
  /** Receipts ("Read", "Unread"). */
  read: string;
  unread: string;
  /** Said while the message is on its way ("Sending"). */
  sending: string;
  /** Under a message that did not go ("Not sent"). */
  failed: string;
  /** The retry button's name ("Resend"). */
  retry: string;
  /** The menu entry that takes an own message back ("Recall"). */
  recall: string;
  /** The menu entry that answers a message, quoting it ("Reply"); shown with `onReply`. */
  reply?: string;
  /** Read before a quote's author by screen readers ("In reply to"). */
  inReplyTo?: string;
  /** A quote's hint ("Go to the original message"). */
  jumpToQuote?: string;
  /** A quote of a message recalled since ("Message recalled"). */
  recalledQuote?: string;
  /** The reactions under a message, and the menu's row of them, for screen readers ("Reactions"). */
  reactions?: string;
  /** The reader in a reaction's "who" ("You"). */
  you?: string;
  /** Under a flagged first message ("Flagged by Heartline: {flags}"). */
  flaggedBy: string;
  /** Each reason a first message was flagged, as `{flags}` lists it ("link", "contact details"). */
  flags: Record<FirstMessageFlag, string>;
  /** The one-tap report button under a flagged message ("Report"). */
  report: string;
  /** The emoji images' alt texts. */
  emoji?: Partial<Record<EmojiCode, string>>;
};
