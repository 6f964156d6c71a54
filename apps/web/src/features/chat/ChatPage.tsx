import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { useIsWide } from '../../layout/useIsWide';
import { ChatView } from './ChatView';

/**
 * /chat: the conversation list and the message area side by side on wide screens; on narrow
 * ones the list, then the conversation with a back button. ?userId= opens (or starts) the
 * conversation with that member.
 */
export default function ChatPage() {
  const title = usePageTitle('chat');
  const wide = useIsWide();
  const [params] = useSearchParams();
  const userId = Number(params.get('userId'));
  return (
    <ChatView
      compact={!wide}
      frame="page"
      title={title}
      userId={Number.isInteger(userId) && userId > 0 ? userId : null}
    />
  );
}
