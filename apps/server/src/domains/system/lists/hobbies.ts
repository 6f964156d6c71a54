/**
 * The hobbies a profile chooses one to three of (HobbyIds). Ids are stable: profiles store them,
 * so a hobby is only ever appended, never renumbered. Same ids and names as the SDK's mock world.
 */
import type { Language } from '../../../i18n/languages.ts';

export type Names = Record<Language, string>;

export const hobbies: readonly { id: number; name: Names }[] = [
  {
    id: 1,
    name: {
      'zh-CN': '旅行',
      'zh-TW': '旅行',
      en: 'Travel',
      de: 'Reisen',
      ru: 'Путешествия',
      ko: '여행',
      ja: '旅行',
      es: 'Viajar',
    },
  },
  {
    id: 2,
    name: {
      'zh-CN': '音乐',
      'zh-TW': '音樂',
      en: 'Music',
      de: 'Musik',
      ru: 'Музыка',
      ko: '음악',
      ja: '音楽',
      es: 'Música',
    },
  },
  {
    id: 3,
    name: {
      'zh-CN': '烹饪',
      'zh-TW': '烹飪',
      en: 'Cooking',
      de: 'Kochen',
      ru: 'Кулинария',
      ko: '요리',
      ja: '料理',
      es: 'Cocina',
    },
  },
  {
    id: 4,
    name: {
      'zh-CN': '摄影',
      'zh-TW': '攝影',
      en: 'Photography',
      de: 'Fotografie',
      ru: 'Фотография',
      ko: '사진',
      ja: '写真',
      es: 'Fotografía',
    },
  },
  {
    id: 5,
    name: {
      'zh-CN': '徒步',
      'zh-TW': '健行',
      en: 'Hiking',
      de: 'Wandern',
      ru: 'Походы',
      ko: '등산',
      ja: 'ハイキング',
      es: 'Senderismo',
    },
  },
  {
    id: 6,
    name: {
      'zh-CN': '阅读',
      'zh-TW': '閱讀',
      en: 'Reading',
      de: 'Lesen',
      ru: 'Чтение',
      ko: '독서',
      ja: '読書',
      es: 'Lectura',
    },
  },
  {
    id: 7,
    name: {
      'zh-CN': '咖啡',
      'zh-TW': '咖啡',
      en: 'Coffee',
      de: 'Kaffee',
      ru: 'Кофе',
      ko: '커피',
      ja: 'コーヒー',
      es: 'Café',
    },
  },
  {
    id: 8,
    name: {
      'zh-CN': '电影',
      'zh-TW': '電影',
      en: 'Movies',
      de: 'Filme',
      ru: 'Кино',
      ko: '영화',
      ja: '映画',
      es: 'Cine',
    },
  },
  {
    id: 9,
    name: {
      'zh-CN': '足球',
      'zh-TW': '足球',
      en: 'Football',
      de: 'Fußball',
      ru: 'Футбол',
      ko: '축구',
      ja: 'サッカー',
      es: 'Fútbol',
    },
  },
  {
    id: 10,
    name: {
      'zh-CN': '瑜伽',
      'zh-TW': '瑜伽',
      en: 'Yoga',
      de: 'Yoga',
      ru: 'Йога',
      ko: '요가',
      ja: 'ヨガ',
      es: 'Yoga',
    },
  },
];
