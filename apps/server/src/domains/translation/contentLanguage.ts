/**
 * The language a text is written in (a Dynamic's `language`, a translation's source), guessed
 * from it without any outside service: the writing system first (Hangul, kana, Han, Cyrillic, Arabic,
 * Thai), then, for Latin text, marks and common short words. Null when nothing points anywhere
 * (emoji only, numbers, a word no list knows): a guess we cannot make is better left unsaid.
 * `guessLanguage` also says whether the guess is sure enough to act on (see `LanguageGuess`).
 */
import type { components } from '@heartline/sdk/schema';

export type DialogueLanguage = components['schemas']['DialogueLanguageCode'];

function words(list: string): string[] {
  return list.split(' ');
}

export const dialogueLanguages = words(
  'en zh zh-TW es ja ko de ru fr pt it ar th vi id',
) as readonly DialogueLanguage[];

export const isDialogueLanguage = (value: unknown): value is DialogueLanguage =>
  typeof value === 'string' && (dialogueLanguages as readonly string[]).includes(value);

// Frequent characters that exist only in one of the two Chinese scripts.
const traditionalOnly = new Set(
  '們這個來說對時會學國際與開關點還樣麼後發過見讓認給經東車長門問間體愛歡覺電話語書買賣實應當從頭現聽讀寫號嗎裡為無氣們雲樂歲',
);
const simplifiedOnly = new Set(
  '们这个来说对时会学国际与开关点还样么后发过见让认给经东车长门问间体爱欢觉电话语书买卖实应当从头现听读写号吗里为无气们云乐岁',
);

// Short words frequent in each Latin-script language (space-separated, lower case).
const latinWords: Record<'en' | 'es' | 'de' | 'fr' | 'pt' | 'it' | 'id', string[]> = {
  en: words(
    'the and is are you to of in it my at this for with i love what today was how your have ' +
      "that not we hello hi thanks good i'm it's don't",
  ),
  es: words('el la los las de que y en un una es por con para mi muy qué hola desde del'),
  de: words('der die das und ist ich nicht ein eine mit zu auf auch wir schön heute noch'),
  fr: words("le la les et est je un une des du pour pas avec très c'est bonjour au"),
  pt: words('o a os as e é um uma do da que não com para muito você olá em'),
  it: words('il lo la gli e è un una di che non con per molto ciao sono oggi'),
  id: words('yang dan di ini itu saya aku tidak ada dengan untuk kamu sangat hari'),
};
const latinMarks: [RegExp, keyof typeof latinWords, number][] = [
  [/[ñ¿¡]/u, 'es', 3],
  [/[äöüß]/u, 'de', 3],
  [/[ãõ]/u, 'pt', 3],
  [/[œàèêëç]/u, 'fr', 1],
  [/[ìò]/u, 'it', 1],
];
const vietnamese = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;

/**
 * A guess and whether it can be acted on. A writing system (Hangul, kana, Han, Cyrillic...) or
 * Vietnamese letters are sure. Latin words are sure only when at least two point to one language
 * and it has at least twice the score of the next: one word proves little (German "es" is also
 * Spanish), "How are you today?" (three English words, no other) is plainly English.
 */
export interface LanguageGuess {
  language: DialogueLanguage | null;
  sure: boolean;
}

export function detectLanguage(text: string): DialogueLanguage | null {
  return guessLanguage(text).language;
}

export function guessLanguage(text: string): LanguageGuess {
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  const han = count(/\p{Script=Han}/gu);
  const kana = count(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const scripts: [DialogueLanguage | 'latin' | 'han', number][] = [
    ['ko', count(/\p{Script=Hangul}/gu)],
    // Japanese mixes kana with Han characters: any kana makes it Japanese.
    ['ja', kana > 0 ? kana + han : 0],
    ['han', kana > 0 ? 0 : han],
    ['ru', count(/\p{Script=Cyrillic}+/gu)],
    ['ar', count(/\p{Script=Arabic}+/gu)],
    ['th', count(/\p{Script=Thai}/gu)],
    // A Latin word counts as much as one CJK character: both carry about one word of meaning.
    ['latin', count(/\p{Script=Latin}+/gu)],
  ];
  const [script, units] = scripts.reduce((best, next) => (next[1] > best[1] ? next : best));
  if (units === 0) return { language: null, sure: false };
  if (script === 'han') return { language: chineseScript(text), sure: true };
  if (script === 'latin') return latinLanguage(text);
  return { language: script, sure: true };
}

function chineseScript(text: string): 'zh' | 'zh-TW' {
  let traditional = 0;
  let simplified = 0;
  for (const ch of text) {
    if (traditionalOnly.has(ch)) traditional += 1;
    if (simplifiedOnly.has(ch)) simplified += 1;
  }
  return traditional > simplified ? 'zh-TW' : 'zh';
}

function latinLanguage(text: string): LanguageGuess {
  if (vietnamese.test(text)) return { language: 'vi', sure: true };
  const scores = new Map<DialogueLanguage, number>();
  const add = (lang: DialogueLanguage, n: number) => scores.set(lang, (scores.get(lang) ?? 0) + n);
  for (const [re, lang, weight] of latinMarks) if (re.test(text)) add(lang, weight);
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  for (const word of words) {
    for (const [lang, list] of Object.entries(latinWords)) {
      if (list.includes(word)) add(lang as DialogueLanguage, 1);
    }
  }
  let best: DialogueLanguage | null = null;
  let bestScore = 0;
  let nextScore = 0;
  for (const [lang, score] of scores) {
    if (score > bestScore) [best, bestScore, nextScore] = [lang, score, bestScore];
    else if (score > nextScore) nextScore = score;
  }
  return { language: best, sure: bestScore >= 2 && bestScore >= 2 * nextScore };
}
