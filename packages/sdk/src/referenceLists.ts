/**
 * The reference lists a profile chooses from (hobbies, occupation suggestions, regions, heights
 * and weights), with the hobby and occupation names written in each interface language. Reference
 * data the contract's answers carry (/system/hobby, /system/occupation, /system/region,
 * /system/height, /system/weight) and the profile checks use: the server answers with it and the
 * mock world (./mocks) does the same, from this one copy. Plain data and small pure functions
 * with type-only imports, so the server can load it as it is.
 */
import type { InterfaceLanguageCode } from './languages';

/** A list entry's name in each interface language. */
export type Names = Record<InterfaceLanguageCode, string>;

/** An entry of a list answered by id, named in every interface language. */
export interface NamedEntry {
  readonly id: number;
  readonly name: Names;
}

/**
 * The hobbies a profile chooses one to three of (HobbyIds), ordered by id. Ids are stable:
 * profiles store them, so a hobby is only ever appended, never renumbered.
 */
export const hobbies: readonly NamedEntry[] = [
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

/**
 * Occupation suggestions for the profile form, ordered by id. A profile's occupation is free
 * text; these are only what the form offers, so ids matter to the client's list and nothing is
 * stored by id. Still, only ever append, never renumber.
 */
export const occupations: readonly NamedEntry[] = [
  {
    id: 1,
    name: {
      'zh-CN': '学生',
      'zh-TW': '學生',
      en: 'Student',
      de: 'Student/in',
      ru: 'Студент',
      ko: '학생',
      ja: '学生',
      es: 'Estudiante',
    },
  },
  {
    id: 2,
    name: {
      'zh-CN': '工程师',
      'zh-TW': '工程師',
      en: 'Engineer',
      de: 'Ingenieur/in',
      ru: 'Инженер',
      ko: '엔지니어',
      ja: 'エンジニア',
      es: 'Ingeniero/a',
    },
  },
  {
    id: 3,
    name: {
      'zh-CN': '设计师',
      'zh-TW': '設計師',
      en: 'Designer',
      de: 'Designer/in',
      ru: 'Дизайнер',
      ko: '디자이너',
      ja: 'デザイナー',
      es: 'Diseñador/a',
    },
  },
  {
    id: 4,
    name: {
      'zh-CN': '教师',
      'zh-TW': '教師',
      en: 'Teacher',
      de: 'Lehrer/in',
      ru: 'Учитель',
      ko: '교사',
      ja: '教師',
      es: 'Profesor/a',
    },
  },
  {
    id: 5,
    name: {
      'zh-CN': '护士',
      'zh-TW': '護理師',
      en: 'Nurse',
      de: 'Pflegekraft',
      ru: 'Медсестра',
      ko: '간호사',
      ja: '看護師',
      es: 'Enfermero/a',
    },
  },
  {
    id: 6,
    name: {
      'zh-CN': '医生',
      'zh-TW': '醫師',
      en: 'Doctor',
      de: 'Arzt/Ärztin',
      ru: 'Врач',
      ko: '의사',
      ja: '医師',
      es: 'Médico/a',
    },
  },
  {
    id: 7,
    name: {
      'zh-CN': '创业者',
      'zh-TW': '創業家',
      en: 'Entrepreneur',
      de: 'Unternehmer/in',
      ru: 'Предприниматель',
      ko: '사업가',
      ja: '起業家',
      es: 'Emprendedor/a',
    },
  },
  {
    id: 8,
    name: {
      'zh-CN': '自由职业者',
      'zh-TW': '自由工作者',
      en: 'Freelancer',
      de: 'Freiberufler/in',
      ru: 'Фрилансер',
      ko: '프리랜서',
      ja: 'フリーランス',
      es: 'Autónomo/a',
    },
  },
  {
    id: 9,
    name: {
      'zh-CN': '其他',
      'zh-TW': '其他',
      en: 'Other',
      de: 'Sonstiges',
      ru: 'Другое',
      ko: '기타',
      ja: 'その他',
      es: 'Otro',
    },
  },
];

/**
 * The regions a profile may choose, as ISO 3166-1 alpha-2 codes. Their names come from the
 * platform's CLDR data (Intl.DisplayNames, see regionsIn), so no translation of country names
 * lives here.
 */
export const regionCodes: readonly string[] = [
  // East and South-East Asia, where most users are.
  'CN',
  'TW',
  'HK',
  'MO',
  'JP',
  'KR',
  'SG',
  'MY',
  'TH',
  'VN',
  'PH',
  'ID',
  'IN',
  // The Americas.
  'US',
  'CA',
  'MX',
  'BR',
  'AR',
  'CL',
  'CO',
  'PE',
  // Europe.
  'GB',
  'IE',
  'DE',
  'AT',
  'CH',
  'FR',
  'BE',
  'NL',
  'ES',
  'PT',
  'IT',
  'SE',
  'NO',
  'DK',
  'FI',
  'PL',
  'CZ',
  'GR',
  'RU',
  'UA',
  'BY',
  'KZ',
  'TR',
  // Middle East, Africa and Oceania.
  'AE',
  'SA',
  'IL',
  'EG',
  'MA',
  'ZA',
  'NG',
  'AU',
  'NZ',
];

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The height options of the profile form in cm, every whole centimetre from 140 to 220. */
export const heights: readonly number[] = range(140, 220);

/** The weight options of the profile form in kg, every whole kilogram from 40 to 150. */
export const weights: readonly number[] = range(40, 150);

/** The entries of `list` (hobbies, occupations) in its order, named in `language`. */
export function namedIn(
  list: readonly NamedEntry[],
  language: InterfaceLanguageCode,
): { id: number; name: string }[] {
  return list.map(({ id, name }) => ({ id, name: name[language] }));
}

/** The locale whose CLDR names an interface language uses. */
const cldrLocale: Record<InterfaceLanguageCode, string> = {
  'zh-CN': 'zh-Hans',
  'zh-TW': 'zh-Hant',
  en: 'en',
  de: 'de',
  ru: 'ru',
  ko: 'ko',
  ja: 'ja',
  es: 'es',
};

/** The regions named in `language` (the platform's CLDR names), sorted by name in it. */
export function regionsIn(language: InterfaceLanguageCode): { code: string; name: string }[] {
  const locale = cldrLocale[language];
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return regionCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
