/**
 * The small talk of the demo world: comments anyone may leave under any post, the author's
 * replies, and the notes of friend requests, each in the writer's language.
 */
import type { SpokenLanguage } from './people.ts';

export const comments: Record<SpokenLanguage, string[]> = {
  zh: ['太美了吧！', '好想去这里 😍', '照片拍得真好，用的什么相机？', '看饿了…', '周末一起去吗？'],
  'zh-TW': ['好漂亮！', '這是哪裡？好想去', '看起來好好吃 🤤', '拍得好有感覺'],
  en: [
    'This looks amazing!',
    'Wow, where is this?',
    'Adding this to my bucket list 😍',
    'So jealous right now',
    'Beautiful shot!',
  ],
  de: ['Wunderschön!', 'Da will ich auch hin 😍', 'Tolles Foto!', 'Sieht sehr lecker aus!'],
  ru: ['Очень красиво!', 'Где это? Хочу туда!', 'Шикарное фото 👍', 'Выглядит очень вкусно'],
  ko: [
    '와 너무 예뻐요!',
    '여기 어디예요? 가보고 싶어요',
    '사진 정말 잘 찍으셨네요 👍',
    '맛있겠다 😋',
  ],
  ja: ['素敵！', 'ここどこですか？行ってみたい！', '写真がとても綺麗ですね 📷', '美味しそう〜'],
  es: ['¡Qué bonito!', '¿Dónde es esto? ¡Quiero ir!', 'Qué foto tan bonita 😍', '¡Qué rico se ve!'],
  fr: ['Magnifique !', 'Ça donne envie de voyager 😍', 'Superbe photo !'],
  pt: ['Que lindo!', 'Quero ir aí também 😍', 'Foto incrível!'],
  it: ['Bellissimo!', 'Che meraviglia 😍', 'Foto stupenda!'],
};

export const replies: Record<SpokenLanguage, string[]> = {
  zh: ['谢谢！', '哈哈下次一起去～', '就是用手机随手拍的 😄'],
  'zh-TW': ['謝謝你！', '下次一起去吧～'],
  en: ['Thank you!', "Haha, let's go together next time!", 'Just my phone, believe it or not 😄'],
  de: ['Danke dir!', 'Nächstes Mal kommst du mit!'],
  ru: ['Спасибо!', 'В следующий раз поедем вместе!'],
  ko: ['감사합니다!', '다음에 같이 가요~'],
  ja: ['ありがとうございます！', '今度一緒に行きましょう〜'],
  es: ['¡Gracias!', '¡La próxima vez vienes conmigo!'],
  fr: ['Merci beaucoup !', 'La prochaine fois, viens avec moi !'],
  pt: ['Valeu!', 'Da próxima vez vamos juntos!'],
  it: ['Grazie mille!', 'La prossima volta vieni con me!'],
};

/** What someone writes when asking to be friends. */
export const requestNotes: Record<SpokenLanguage, string> = {
  zh: '你好，看到你的动态很喜欢，可以交个朋友吗？',
  'zh-TW': '你好！我們興趣好像很像，可以當朋友嗎？',
  en: 'Hi! I love your photos. Would you like to be language partners?',
  de: 'Hallo! Ich lerne Chinesisch – hättest du Lust auf einen Sprachaustausch?',
  ru: 'Привет! Хочу практиковать китайский, давай дружить?',
  ko: '안녕하세요! 사진이 너무 예뻐서 친구 신청해요 😊',
  ja: 'はじめまして！写真が素敵でした。友達になってください！',
  es: '¡Hola! Me encantan tus fotos. ¿Quieres practicar idiomas juntas?',
  fr: 'Bonjour ! On peut échanger en anglais et en chinois ?',
  pt: 'Oi! Vamos trocar ideias sobre viagens?',
  it: 'Ciao! Mi piacerebbe fare scambio linguistico con te.',
};
