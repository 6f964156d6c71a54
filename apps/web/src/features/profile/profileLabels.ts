import type { DynamicCardLabels, ImagePreviewLabels, ProfileHeaderLabels } from '@heartline/ui';
import { useTranslation } from 'react-i18next';

/** The ProfileHeader's texts in the interface language. */
export function useProfileHeaderLabels(): ProfileHeaderLabels {
  const { t } = useTranslation('profile');
  return {
    id: `${t('sideBar.id', { ns: 'common' })} {account}`,
    online: t('header.online'),
    verified: t('app.verified', { ns: 'common' }),
    age: t('header.age'),
    gender: {
      0: t('header.gender.female'),
      1: t('header.gender.male'),
      2: t('header.gender.other'),
    },
    height: t('header.height'),
    weight: t('header.weight'),
    details: t('header.details'),
    hobbies: t('header.hobbies'),
    introduction: t('header.introduction'),
    countsLabel: t('header.countsLabel'),
    counts: {
      fans: t('header.counts.fans'),
      follow: t('header.counts.follow'),
      friends: t('header.counts.friends'),
      visitors: t('header.counts.visitors'),
      likes: t('header.counts.likes'),
    },
    editProfile: t('header.editProfile'),
    follow: t('header.follow'),
    following: t('header.following'),
    addFriend: t('header.addFriend'),
    friendRequested: t('header.friendRequested'),
    friends: t('header.friends'),
    chat: t('header.chat'),
    gift: t('header.gift'),
    more: t('header.more'),
    complain: t('header.complain'),
    block: t('header.block'),
    unblock: t('header.unblock'),
    deleteFriend: t('header.deleteFriend'),
    vip: t('sideBar.vip', { ns: 'common' }),
    svip: t('sideBar.svip', { ns: 'common' }),
  };
}

/** A read-only DynamicCard's texts. */
export function useDynamicCardLabels(): DynamicCardLabels {
  const { t } = useTranslation('profile');
  return {
    online: t('dynamics.card.online'),
    pinned: t('dynamics.card.pinned'),
    burnAfterReading: t('dynamics.card.burnAfterReading'),
    revealBurn: t('dynamics.card.revealBurn'),
    burned: t('dynamics.card.burned'),
    image: t('dynamics.card.image'),
    showMore: t('dynamics.card.showMore'),
    showLess: t('dynamics.card.showLess'),
    like: t('dynamics.card.like'),
    comments: t('dynamics.card.comments'),
    translate: t('dynamics.card.translate'),
    translation: t('dynamics.card.translation'),
    more: t('dynamics.card.more'),
    vip: t('sideBar.vip', { ns: 'common' }),
    svip: t('sideBar.svip', { ns: 'common' }),
  };
}

/** The photo viewer's controls, from the `profile` or `album` namespace. */
export function usePreviewLabels(namespace: 'profile' | 'album'): ImagePreviewLabels {
  const { t } = useTranslation(namespace);
  return {
    close: t('preview.close'),
    zoom: t('preview.zoom'),
    zoomIn: t('preview.zoomIn'),
    zoomOut: t('preview.zoomOut'),
    reset: t('preview.reset'),
    loading: t('preview.loading'),
    failed: t('preview.failed'),
  };
}

/** A region's or a language's name in the interface language ("ES" -> "Spain"). */
export function displayName(locale: string, type: 'region' | 'language', code: string) {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}
