// Icons of the chat: the message box's buttons and the bubbles' states.
import { createIcon } from './icons';

export const SmileIcon = createIcon(
  'SmileIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M8.5 14a4.2 4.2 0 0 0 7 0" />
    <circle cx="9.2" cy="9.8" r="0.9" fill="currentColor" stroke="none" />
    <circle cx="14.8" cy="9.8" r="0.9" fill="currentColor" stroke="none" />
  </>,
);
export const SendIcon = createIcon(
  'SendIcon',
  <path d="M4.5 11.6L19.5 4.5l-5.4 15-2.9-6.2-6.7-1.7zM11.2 13.3l8.3-8.8" />,
);
/** A red packet: an envelope with its round clasp. */
export const RedPacketIcon = createIcon(
  'RedPacketIcon',
  <>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M5 8.5c2.2 1.6 4.5 2.4 7 2.4s4.8-.8 7-2.4" />
    <circle cx="12" cy="11" r="2" />
  </>,
);
export const RetryIcon = createIcon(
  'RetryIcon',
  <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4" />,
);
/** A pushpin: a pinned conversation, and the menu's Pin entry. */
export const PinIcon = createIcon('PinIcon', <path d="M9 4h6M10 4v5.5L7 13h10l-3-3.5V4M12 13v7" />);
/** A bell struck through: a muted conversation, and the menu's Mute entry. */
export const BellOffIcon = createIcon(
  'BellOffIcon',
  <path d="M8.5 6.2A6 6 0 0 1 18 11v4.5M6 11v5l-1.5 2H17M10 20.5a2.2 2.2 0 0 0 4 0M4 4l16 16" />,
);
/** A microphone: the voice recorder's button. */
export const MicIcon = createIcon(
  'MicIcon',
  <>
    <rect x="9" y="3.5" width="6" height="11" rx="3" />
    <path d="M5.5 11.5a6.5 6.5 0 0 0 13 0M12 18v2.5" />
  </>,
);
/** Play and pause: a voice message's button. */
export const PlayIcon = createIcon(
  'PlayIcon',
  <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" strokeLinejoin="round" />,
);
export const PauseIcon = createIcon(
  'PauseIcon',
  <path d="M8.5 5.5v13M15.5 5.5v13" strokeWidth="3" strokeLinecap="round" />,
);
