import { usePageTitle } from '../../app/usePageTitle';
import { useIsWide } from '../../layout/useIsWide';
import { ChatView } from './ChatView';

/**
 * /chats, the bottom tab bar's chats: the conversation list first on narrow screens (a
 * conversation opens over it with a back button), list and conversation side by side on wide.
 */
export default function ChatsPage() {
  const title = usePageTitle('chats');
  const wide = useIsWide();
  return <ChatView compact={!wide} frame="page" title={title} />;
}
