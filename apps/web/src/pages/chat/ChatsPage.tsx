import { ComingSoon } from '../../app/ComingSoon';

/** The conversation list on narrow screens (/chats). Not in this build yet: says so. */
export default function ChatsPage() {
  return <ComingSoon page="chats" />;
}
