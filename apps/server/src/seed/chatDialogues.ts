/**
 * The chats of the demo world: customer service's welcome in each interface language, and a few
 * conversations between friends (social.ts), each writing in their own language (people.ts),
 * with the translation the sender attached where the two speak different languages.
 */
import type { InterfaceLanguage } from './people.ts';

export const welcome: Record<InterfaceLanguage, string> = {
  'zh-CN': '欢迎来到 Heartline！有任何问题都可以在这里问我们，我们随时为你服务。',
  'zh-TW': '歡迎來到 Heartline！有任何問題都可以在這裡問我們，我們隨時為你服務。',
  en: 'Welcome to Heartline! Ask us anything here, we are always happy to help.',
  de: 'Willkommen bei Heartline! Frag uns hier alles, wir helfen dir gern.',
  ru: 'Добро пожаловать в Heartline! Задавайте здесь любые вопросы, мы всегда рады помочь.',
  ko: 'Heartline에 오신 것을 환영합니다! 궁금한 점은 언제든 여기에서 물어보세요.',
  ja: 'Heartline へようこそ！ご不明な点はいつでもここでお気軽にお尋ねください。',
  es: '¡Bienvenido a Heartline! Pregúntanos aquí lo que quieras, siempre estamos para ayudarte.',
};

/** One line: who writes it (a or b), the text, and the translation sent with it. */
export type Line = [who: 'a' | 'b', text: string, translation?: string];

export interface Dialogue {
  /** The two friends' profile ids. */
  a: number;
  b: number;
  /** When the first line was sent, in minutes before the seed's now. */
  startedMinutesAgo: number;
  /** The recipient reads everything but the lines after the last reply: those stay unread. */
  lines: Line[];
}

// One spoken line per row: the chats read as scripts.
// prettier-ignore
export const dialogues: Dialogue[] = [
  {
    a: 1,
    b: 2,
    startedMinutesAgo: 190,
    lines: [
      ['b', 'Hi Xiaoyu! Ready for our English practice this week?', '嗨，小雨！这周准备好练英语了吗？'],
      ['a', '准备好了！我今天学了一个新短语：a piece of cake 😄', 'Ready! I learned a new phrase today: a piece of cake 😄'],
      ['b', 'Perfect! Can you use it in a sentence?', '太好了！你能用它造个句子吗？'],
      ['a', 'This design job was a piece of cake!'],
      ['b', 'Great sentence! 👏 How about Saturday at 10 am your time?', '句子很棒！👏 你那边周六上午十点怎么样？'],
      ['b', "I'll send you a short article to read before then.", '在那之前我会发给你一篇短文读一读。'],
    ],
  },
  {
    a: 1,
    b: 6,
    startedMinutesAgo: 55,
    lines: [
      ['a', '陽菜，你好！推荐一下东京的咖啡馆吧～', 'ひなさん、こんにちは！東京のおすすめカフェを教えて〜'],
      ['b', 'もちろん！清澄白河にいいお店がたくさんありますよ☕', '当然！清澄白河有很多不错的店哦☕'],
      ['a', '太好了，下个月我要去东京出差！', 'よかった、来月東京に出張に行くんです！'],
      ['b', '本当ですか？時間があれば一緒に行きましょう！', '真的吗？有时间的话一起去吧！'],
    ],
  },
  {
    a: 1,
    b: 11,
    startedMinutesAgo: 26 * 60,
    lines: [
      ['b', '下周来北京出差的话，一起去爬香山？'],
      ['a', '好呀，我周六有空。'],
      ['b', '那周六早上八点，北宫门见 ⛰️'],
      ['a', '收到 👌'],
    ],
  },
  {
    a: 1,
    b: 5,
    startedMinutesAgo: 2 * 24 * 60,
    lines: [
      ['b', '¡Hola Xiaoyu! Vi tus fotos de Shanghái, ¡qué bonitas!', '你好，小雨！我看了你在上海拍的照片，太美了！'],
      ['a', '谢谢 María！你来上海的话，我带你去吃小笼包 🥟', '¡Gracias, María! Si vienes a Shanghái, te llevo a comer xiaolongbao 🥟'],
      ['b', '¡Trato hecho! Y tú ven a Valencia a probar la paella 🥘', '一言为定！你也来瓦伦西亚尝尝海鲜饭吧 🥘'],
      ['a', '一定！', '¡Claro que sí!'],
    ],
  },
  {
    a: 1,
    b: 7,
    startedMinutesAgo: 5 * 24 * 60,
    lines: [
      ['b', '안녕하세요! 중국어 공부에 좋은 드라마 추천해 주실 수 있나요?', '你好！能推荐几部适合学中文的电视剧吗？'],
      ['a', '可以看《我的前半生》，对话很日常。', '「나의 전반생」을 보세요. 대화가 아주 일상적이에요.'],
      ['b', '감사합니다! 이번 주말에 볼게요 😊', '谢谢！这个周末就看 😊'],
      ['a', '不客气，看完告诉我感想～', '천만에요, 보고 나서 느낌을 알려 주세요~'],
    ],
  },
  {
    a: 2,
    b: 3,
    startedMinutesAgo: 9 * 60,
    lines: [
      ['a', "James! How's the trip planning going?"],
      ['b', "Slowly! I've booked Kyoto and Seoul, still deciding on Busan."],
      ['a', 'Busan is lovely in spring. The coastal walks are amazing.'],
      ['b', 'Sold. Adding it to the list, thanks Emma!'],
    ],
  },
  {
    a: 4,
    b: 5,
    startedMinutesAgo: 30 * 60,
    lines: [
      ['a', '¡Hola María! ¿Cómo estás? (practising my Spanish 😅)'],
      ['b', '¡Muy bien! Tu español es bueno. ¿Qué tal Austin?', 'Very well! Your Spanish is good. How is Austin?'],
      ['a', '¡Muy caliente! 🌶️'],
      ['b', 'Jaja, se dice «hace mucho calor» 😄', 'Haha, we say «hace mucho calor» 😄'],
    ],
  },
  {
    a: 3,
    b: 12,
    startedMinutesAgo: 3 * 24 * 60,
    lines: [
      ['b', 'Привет, Джеймс! Как тебе Москва в прошлом году?', 'Hi James! How did you like Moscow last year?'],
      ['a', 'Loved it! The metro stations are like museums.', 'Очень понравилось! Станции метро как музеи.'],
      ['b', 'Да! Приезжай зимой, покажу каток в Парке Горького ⛸️', 'Yes! Come in winter, I will show you the ice rink in Gorky Park ⛸️'],
    ],
  },
];
