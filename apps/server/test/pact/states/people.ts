/**
 * The example people of the consumer contract, by account: the profile a state gives a user it
 * creates. Only identity is fixed by the pacts; the rest matches by type, so these are the
 * realistic values the consumer tests show (李小雨 is 100001, María García 100002, ...).
 */
export interface Person {
  email: string;
  nickname: string;
  gender: number;
  birthday: string;
  height: number;
  weight: number;
  occupation: string;
  hobby: string;
  signature: string;
  introduction: string;
  region: string;
  commonLanguage: string;
  language: string;
}

const people: Record<number, Person> = {
  100001: {
    email: 'xiaoyu.li@example.com',
    nickname: '李小雨',
    gender: 0,
    birthday: '1998-05-12',
    height: 165,
    weight: 52,
    occupation: '设计师',
    hobby: '1,4,7',
    signature: '慢慢来，比较快。',
    introduction: '在上海做设计，喜欢旅行和摄影，想认识来自世界各地的朋友。',
    region: 'CN',
    commonLanguage: 'zh',
    language: 'zh-CN',
  },
  100002: {
    email: 'maria.garcia@example.es',
    nickname: 'María García',
    gender: 0,
    birthday: '1997-02-14',
    height: 168,
    weight: 57,
    occupation: 'Profesora de flamenco',
    hobby: '1,2,8',
    signature: 'Bailar, viajar y aprender chino.',
    introduction: 'Soy de Sevilla y enseño flamenco.',
    region: 'ES',
    commonLanguage: 'es',
    language: 'es',
  },
  100003: {
    email: 'anna.ivanova@example.ru',
    nickname: 'Анна',
    gender: 0,
    birthday: '1999-07-21',
    height: 170,
    weight: 55,
    occupation: 'Переводчик',
    hobby: '3,6',
    signature: 'Люблю путешествовать.',
    introduction: 'Живу в Москве, изучаю китайский.',
    region: 'RU',
    commonLanguage: 'ru',
    language: 'ru',
  },
  100004: {
    email: 'sakura.tanaka@example.jp',
    nickname: 'さくら',
    gender: 0,
    birthday: '1999-04-01',
    height: 158,
    weight: 48,
    occupation: '看護師',
    hobby: '2,5',
    signature: '毎日ちょっとずつ頑張る🌸',
    introduction: '東京に住んでいます。',
    region: 'JP',
    commonLanguage: 'ja',
    language: 'ja',
  },
  100005: {
    email: 'minjun.kim@example.kr',
    nickname: '김민준',
    gender: 1,
    birthday: '1995-10-09',
    height: 178,
    weight: 70,
    occupation: '개발자',
    hobby: '4,9',
    signature: '',
    introduction: '서울에서 일해요.',
    region: 'KR',
    commonLanguage: 'ko',
    language: 'ko',
  },
  100006: {
    email: 'lukas.becker@example.de',
    nickname: 'Lukas Becker',
    gender: 1,
    birthday: '1996-06-30',
    height: 185,
    weight: 80,
    occupation: 'Ingenieur',
    hobby: '2,5,9',
    signature: 'Immer neugierig.',
    introduction: 'Aus Berlin, lerne Chinesisch.',
    region: 'DE',
    commonLanguage: 'de',
    language: 'de',
  },
  100007: {
    email: 'james.smith@example.com',
    nickname: 'James Smith',
    gender: 1,
    birthday: '1993-01-15',
    height: 180,
    weight: 75,
    occupation: 'Teacher',
    hobby: '1,3',
    signature: 'Hello from London.',
    introduction: 'English teacher in London.',
    region: 'GB',
    commonLanguage: 'en',
    language: 'en',
  },
};

/** The example person of an account; any other account gets a plain English profile. */
export function personFor(account: number): Person {
  return (
    people[account] ?? {
      email: `user${account}@example.com`,
      nickname: `User ${account}`,
      gender: 2,
      birthday: '1995-01-01',
      height: 170,
      weight: 60,
      occupation: 'Engineer',
      hobby: '1',
      signature: '',
      introduction: '',
      region: 'GB',
      commonLanguage: 'en',
      language: 'en',
    }
  );
}
