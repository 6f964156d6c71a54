/**
 * The localized luck list of the home page. Each tier holds the same messages in the same order
 * in every language, so switching the interface language shows today's message translated,
 * never a different one.
 */
import type { Language } from '../../i18n/languages.ts';

export type LuckTier = 'low' | 'mid' | 'high';

/** The tier of a score from 1 to 100: the message never contradicts the number. */
export function tierOf(score: number): LuckTier {
  if (score >= 75) return 'high';
  if (score >= 40) return 'mid';
  return 'low';
}

export const luckMessages: Record<Language, Record<LuckTier, readonly string[]>> = {
  en: {
    high: [
      'Love is in the air today: say hello first!',
      'A great day to meet someone new: your smile is your best opener.',
      'Stars are on your side: a message sent today may be the start of something special.',
    ],
    mid: [
      'A calm day: a friendly chat will brighten it.',
      'Good things come to those who reply: check your messages.',
      'Share something about yourself today; someone is curious.',
    ],
    low: [
      'A quiet day: be patient, good company is on its way.',
      'Take it easy today and enjoy your own company.',
      'Small steps count: one kind word can change the day.',
    ],
  },
  'zh-CN': {
    high: [
      '今天桃花运旺盛，主动打个招呼吧！',
      '今天非常适合认识新朋友，微笑是最好的开场白。',
      '星星站在你这边：今天发出的消息可能开启一段特别的缘分。',
    ],
    mid: [
      '平静的一天，一次友好的聊天会让它更明亮。',
      '好事会留给回复的人：看看你的消息吧。',
      '今天分享一点自己的事情吧，有人正好奇呢。',
    ],
    low: [
      '安静的一天：耐心一点，好的陪伴正在路上。',
      '今天放轻松，享受和自己相处的时光。',
      '小步也算数：一句温暖的话就能改变今天。',
    ],
  },
  'zh-TW': {
    high: [
      '今天桃花運旺盛，主動打個招呼吧！',
      '今天非常適合認識新朋友，微笑是最好的開場白。',
      '星星站在你這邊：今天發出的訊息可能開啟一段特別的緣分。',
    ],
    mid: [
      '平靜的一天，一次友善的聊天會讓它更明亮。',
      '好事會留給回覆的人：看看你的訊息吧。',
      '今天分享一點自己的事情吧，有人正好奇呢。',
    ],
    low: [
      '安靜的一天：耐心一點，好的陪伴正在路上。',
      '今天放輕鬆，享受和自己相處的時光。',
      '小步也算數：一句溫暖的話就能改變今天。',
    ],
  },
  de: {
    high: [
      'Heute liegt Liebe in der Luft: Sag du zuerst Hallo!',
      'Ein großartiger Tag, um jemanden kennenzulernen: Dein Lächeln ist der beste Anfang.',
      'Die Sterne stehen gut: Eine Nachricht von heute kann der Anfang von etwas Besonderem sein.',
    ],
    mid: [
      'Ein ruhiger Tag: Ein freundliches Gespräch macht ihn heller.',
      'Wer antwortet, dem passiert Gutes: Schau in deine Nachrichten.',
      'Erzähl heute etwas über dich; jemand ist neugierig.',
    ],
    low: [
      'Ein stiller Tag: Hab Geduld, gute Gesellschaft ist unterwegs.',
      'Lass es heute ruhig angehen und genieße die Zeit mit dir selbst.',
      'Kleine Schritte zählen: Ein freundliches Wort kann den Tag verändern.',
    ],
  },
  ru: {
    high: [
      'Сегодня в воздухе любовь: поздоровайтесь первым!',
      'Отличный день для новых знакомств: ваша улыбка — лучшее начало.',
      'Звёзды на вашей стороне: сообщение, отправленное сегодня, может начать что-то особенное.',
    ],
    mid: [
      'Спокойный день: дружеская беседа сделает его ярче.',
      'Хорошее приходит к тем, кто отвечает: загляните в сообщения.',
      'Расскажите сегодня что-нибудь о себе: кому-то интересно.',
    ],
    low: [
      'Тихий день: наберитесь терпения, хорошая компания уже в пути.',
      'Не спешите сегодня и побудьте наедине с собой.',
      'Маленькие шаги важны: одно доброе слово может изменить день.',
    ],
  },
  ko: {
    high: [
      '오늘은 사랑의 기운이 가득해요. 먼저 인사해 보세요!',
      '새로운 사람을 만나기 좋은 날이에요. 미소가 가장 좋은 첫인사예요.',
      '별들이 당신 편이에요. 오늘 보낸 메시지가 특별한 인연의 시작일지도 몰라요.',
    ],
    mid: [
      '평온한 하루예요. 다정한 대화가 하루를 밝혀 줄 거예요.',
      '답장하는 사람에게 좋은 일이 생겨요. 메시지를 확인해 보세요.',
      '오늘은 자신의 이야기를 나눠 보세요. 누군가 궁금해하고 있어요.',
    ],
    low: [
      '조용한 하루예요. 조금만 기다리면 좋은 인연이 찾아올 거예요.',
      '오늘은 여유롭게, 나만의 시간을 즐겨 보세요.',
      '작은 걸음도 소중해요. 따뜻한 한마디가 하루를 바꿀 수 있어요.',
    ],
  },
  ja: {
    high: [
      '今日は恋の予感がいっぱい。自分から挨拶してみましょう！',
      '新しい出会いにぴったりの日。笑顔が一番のきっかけです。',
      '星はあなたの味方です。今日送るメッセージが特別な始まりになるかも。',
    ],
    mid: [
      '穏やかな一日。楽しいおしゃべりで明るくなります。',
      '返信する人に良いことが訪れます。メッセージを確認してみて。',
      '今日は自分のことを少し話してみましょう。誰かが興味を持っています。',
    ],
    low: [
      '静かな一日。焦らずに、素敵な出会いはもうすぐです。',
      '今日はのんびり、自分の時間を楽しみましょう。',
      '小さな一歩も大切。優しい一言が一日を変えます。',
    ],
  },
  es: {
    high: [
      'Hoy el amor está en el aire: ¡saluda tú primero!',
      'Un gran día para conocer a alguien: tu sonrisa es la mejor presentación.',
      'Las estrellas están de tu lado: un mensaje de hoy puede ser el comienzo de algo especial.',
    ],
    mid: [
      'Un día tranquilo: una charla amable lo hará más brillante.',
      'Lo bueno llega a quien responde: revisa tus mensajes.',
      'Comparte hoy algo sobre ti; alguien tiene curiosidad.',
    ],
    low: [
      'Un día sereno: ten paciencia, la buena compañía está en camino.',
      'Tómatelo con calma hoy y disfruta de tu propia compañía.',
      'Los pequeños pasos cuentan: una palabra amable puede cambiar el día.',
    ],
  },
};
