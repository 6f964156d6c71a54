import { ComingSoon } from '../../app/ComingSoon';

/** Messages: conversation list and message area (/chat). Not in this build yet: says so. */
export default function ChatPage() {
  return <ComingSoon page="chat" />;
}
