import {
  AlertIcon,
  Avatar,
  BellIcon,
  BellOffIcon,
  BlockIcon,
  ChevronLeftIcon,
  DropdownMenu,
  EyeIcon,
  IconButton,
  MoreIcon,
  PeerPresence,
  RemarkName,
  TranslateIcon,
  UserIcon,
  type MenuEntry,
} from '@heartline/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { setTranslateReceived, sendImage } from './store/compose';
import { blockPeer, saveRemark } from './store/conversations';
import { keepConversation } from './store/keeping';
import { closeConversation } from './store/lifecycle';
import { useChat, type Conversation } from './store/state';
import { acceptImages } from '../../images/prepareImage';
import * as styles from './ChatView.css';
import { lastSeenText, useNow } from './lastSeen';
import { reportPeer } from './reportPeer';

type Props = {
  conversation: Conversation;
  compact: boolean;
  /** Whether the server translates at all: without it, no "translate received" entry. */
  translatable: boolean;
  translating: boolean;
};

/** Who the conversation is with (remark name editable for friends), presence and its actions. */
export function ConversationHeader({ conversation, compact, translatable, translating }: Props) {
  const { t, i18n } = useTranslation('chat');
  const { t: tBlock } = useTranslation('block');
  const navigate = useNavigate();
  // The hidden file input of the burn-after-read photo, opened from the menu.
  const [burnPicker, setBurnPicker] = useState<HTMLInputElement | null>(null);
  const peer = conversation.imAccount;
  const name = conversation.friendRemarkName || conversation.nickname;
  const online = conversation.onlineState === 1;
  const { typingPeers, lastSeen: lastSeenOf } = useChat();
  const typing = typingPeers[peer] === true;
  const service = conversation.userType === 2;
  const lastSeen = online || service ? undefined : lastSeenOf[peer];
  const now = useNow(lastSeen !== undefined);
  const userId = conversation.userId;

  const entries: MenuEntry[] = [
    ...(translatable
      ? [
          {
            key: 'translate',
            label: translating ? t('view.translateOff') : t('view.translateOn'),
            icon: <TranslateIcon />,
            onSelect: () => void setTranslateReceived(peer, !translating),
          },
        ]
      : []),
    {
      key: 'mute',
      label: conversation.muted ? t('list.unmute') : t('list.mute'),
      icon: conversation.muted ? <BellIcon /> : <BellOffIcon />,
      onSelect: () => void keepConversation(peer, { muted: !conversation.muted }),
    },
  ];
  if (userId) {
    entries.unshift({
      key: 'burn',
      label: t('view.burn'),
      icon: <EyeIcon />,
      onSelect: () => burnPicker?.click(),
    });
    entries.push(
      {
        key: 'profile',
        label: t('view.profile'),
        icon: <UserIcon />,
        onSelect: () => navigate(`/profile/${userId}`),
      },
      { type: 'separator', key: 'separator' },
      {
        key: 'block',
        label: tBlock('action.blockNamed', { name }),
        icon: <BlockIcon />,
        tone: 'danger',
        onSelect: () => void blockPeer(peer),
      },
      {
        key: 'report',
        label: t('view.report', { name }),
        icon: <AlertIcon />,
        tone: 'danger',
        onSelect: () => reportPeer({ userId, name }),
      },
    );
  }

  return (
    <header className={styles.header}>
      {compact && (
        <IconButton
          label={t('view.back')}
          icon={<ChevronLeftIcon />}
          variant="ghost"
          onClick={closeConversation}
        />
      )}
      <Avatar
        name={name}
        src={conversation.avatar || undefined}
        online={online}
        aria-hidden="true"
      />
      <div className={styles.who}>
        {conversation.friendUserId ? (
          <RemarkName
            className={styles.name}
            remarkName={conversation.friendRemarkName}
            nickname={conversation.nickname}
            labels={{
              edit: t('remark.edit'),
              field: t('remark.field'),
              saving: t('remark.saving'),
            }}
            onSave={({ value }) => saveRemark(peer, value)}
          />
        ) : (
          <span className={styles.name}>{name}</span>
        )}
        <PeerPresence
          online={online}
          status={
            service
              ? t('view.serviceHint')
              : online
                ? t('view.online')
                : lastSeen !== undefined
                  ? lastSeenText(lastSeen, now, i18n.language)
                  : t('view.offline')
          }
          since={lastSeen !== undefined ? new Date(lastSeen).toISOString() : undefined}
          typing={typing}
          typingLabel={t('view.typing')}
        />
      </div>
      <DropdownMenu
        entries={entries}
        trigger={<IconButton label={t('view.more')} icon={<MoreIcon />} variant="ghost" />}
      />
      <input
        ref={setBurnPicker}
        type="file"
        accept={acceptImages}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void sendImage(peer, file, { burn: true });
        }}
      />
    </header>
  );
}
