import type { UserCardLabels } from '@heartline/ui';
import { useTranslation } from 'react-i18next';

/** The texts every member card of the social pages shares: online, gender, levels, chat. */
export function useCardLabels(): UserCardLabels {
  const { t } = useTranslation('social');
  return {
    online: t('card.online'),
    chat: t('card.chat'),
    vip: t('card.vip'),
    svip: t('card.svip'),
    gender: { 0: t('card.gender.female'), 1: t('card.gender.male'), 2: t('card.gender.other') },
  };
}

/** Where a member's profile is (/profile/:id takes the profile id). */
export const profileHref = (user: { id: number }) => `/profile/${user.id}`;

/** The chat with a member (the chat page opens the conversation from the profile id). */
export const chatHref = (userId: number) => `/chat?userId=${userId}`;
