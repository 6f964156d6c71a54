// Story data only: members and photos that look like the demo world, so every social story shows
// the same people. The photos are small drawn SVGs (no real faces, no network).
import type { UserBrief } from '../member';
import diego from './photos/portrait-diego.svg';
import lucas from './photos/portrait-lucas.svg';
import mia from './photos/portrait-mia.svg';
import oleg from './photos/portrait-oleg.svg';
import sakura from './photos/portrait-sakura.svg';
import xiaoyu from './photos/portrait-xiaoyu.svg';
import aurora from './photos/scene-aurora.svg';
import beach from './photos/scene-beach.svg';
import blossom from './photos/scene-blossom.svg';
import city from './photos/scene-city.svg';
import coffee from './photos/scene-coffee.svg';
import dunes from './photos/scene-dunes.svg';
import forest from './photos/scene-forest.svg';
import mountains from './photos/scene-mountains.svg';
import ramen from './photos/scene-ramen.svg';

/** Nine different photos, for albums and dynamics. */
export const samplePhotos = [beach, mountains, city, coffee, blossom, forest, dunes, aurora, ramen];

const member = (fields: Partial<UserBrief> & Pick<UserBrief, 'id' | 'nickname'>): UserBrief => ({
  account: 100000 + fields.id,
  avatar: '',
  gender: 0,
  age: null,
  vipLevel: 0,
  region: 'US',
  commonLanguage: 'en',
  signature: '',
  online: 0,
  imAccount: `u${100000 + fields.id}`,
  ...fields,
});

export const sampleMembers = {
  mia: member({
    id: 1,
    nickname: 'Mia',
    avatar: mia,
    age: 26,
    vipLevel: 1,
    region: 'ES',
    commonLanguage: 'es',
    signature: 'Sunsets, salsa and long talks about everything [heart]',
    online: 1,
  }),
  lucas: member({
    id: 2,
    nickname: 'Lucas Becker',
    avatar: lucas,
    gender: 1,
    age: 31,
    region: 'DE',
    commonLanguage: 'de',
    signature: 'Climbing on weekends, coding on weekdays.',
  }),
  xiaoyu: member({
    id: 3,
    nickname: '小雨',
    avatar: xiaoyu,
    age: 24,
    vipLevel: 2,
    region: 'CN',
    commonLanguage: 'zh',
    signature: '喜欢旅行和摄影，想认识来自世界各地的朋友 [smile]',
    online: 1,
  }),
  oleg: member({
    id: 4,
    nickname: 'Олег',
    avatar: oleg,
    gender: 1,
    age: 29,
    region: 'RU',
    commonLanguage: 'ru',
    signature: 'Chess, jazz and Siberian winters.',
  }),
  sakura: member({
    id: 5,
    nickname: 'さくら',
    avatar: sakura,
    age: 27,
    vipLevel: 1,
    region: 'JP',
    commonLanguage: 'ja',
    signature: 'Matcha lover. Learning Spanish!',
    online: 1,
  }),
  diego: member({
    id: 6,
    nickname: 'Diego',
    avatar: diego,
    gender: 1,
    age: 33,
    vipLevel: 2,
    region: 'MX',
    commonLanguage: 'es',
    signature: 'Chef by day, guitarist by night.',
  }),
};

/** A member without a photo: the Avatar shows an initial. */
export const memberWithoutPhoto = member({ id: 7, nickname: 'Emma Wilson', age: 22 });

type Names = { region: Record<string, string>; language: Record<string, string> };

/** Region and language names as the app would resolve them from /system lists. */
export const sampleNames: Record<'en' | 'zh', Names> = {
  en: {
    region: {
      ES: 'Spain',
      DE: 'Germany',
      CN: 'China',
      RU: 'Russia',
      JP: 'Japan',
      MX: 'Mexico',
      US: 'United States',
    },
    language: {
      es: 'Spanish',
      de: 'German',
      zh: 'Chinese',
      ru: 'Russian',
      ja: 'Japanese',
      en: 'English',
    },
  },
  zh: {
    region: {
      ES: '西班牙',
      DE: '德国',
      CN: '中国',
      RU: '俄罗斯',
      JP: '日本',
      MX: '墨西哥',
      US: '美国',
    },
    language: { es: '西班牙语', de: '德语', zh: '中文', ru: '俄语', ja: '日语', en: '英语' },
  },
};
