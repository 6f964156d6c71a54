import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportClosed } from './store/payments';
import { useChat } from './store/state';
import { ComplaintForm, useComplaint } from '../complaint';
import { ChatMoneyDialogs } from './ChatMoneyDialogs';
import { ChatNoticeDialogs } from './ChatNoticeDialogs';
import { ChatPhotoDialogs } from './ChatPhotoDialogs';

/**
 * Every dialog of the chat, once for the whole app (the page and the floating window share
 * them): gifts, red packets, insufficient coins, photos, deleting, notices, being logged in
 * elsewhere, and the complaint form when the chat opened it.
 */
export default function ChatDialogs() {
  useTranslation('chat');
  const { reporting } = useChat();
  const { target } = useComplaint();
  useEffect(() => {
    if (!target) reportClosed();
  }, [target]);
  return (
    <>
      <ChatMoneyDialogs />
      <ChatPhotoDialogs />
      <ChatNoticeDialogs />
      {reporting && target && <ComplaintForm />}
    </>
  );
}
