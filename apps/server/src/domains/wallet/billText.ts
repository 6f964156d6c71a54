/**
 * What a bill says (Bill.project), put into words in the reader's language from the key and
 * parameters its bill line stored (billLines.ts): "Red packet from {nickname}", "来自 {nickname}
 * 的红包". Numbers are written and plurals chosen as each language does. A key or parameter this
 * file does not know (an older line) falls back to the bill type's name.
 */
import type { Language } from '../../i18n/languages.ts';
import { billTypes, type BillKind } from './billLines.ts';
import { billTypeNames, kindOfType } from './billTypes.ts';

type Params = Record<string, string | number>;
type Phrase = (p: Params, language: Language) => string;

/** Bill.project's maxLength. */
const MAX_LENGTH = 200;

const num = (language: Language, value: string | number) =>
  new Intl.NumberFormat(language).format(Number(value));

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A count with its noun in the form the language's plural rules pick: "1 gold coin", "5 монет". */
function counted(language: Language, count: string | number, forms: Forms): string {
  const form = forms[new Intl.PluralRules(language).select(Number(count))] ?? forms.other;
  return `${num(language, count)} ${form}`;
}

/** The nouns that follow a number, in the languages whose nouns change with it. */
const coins = {
  en: { one: 'gold coin', other: 'gold coins' },
  de: { one: 'Goldmünze', other: 'Goldmünzen' },
  ru: {
    one: 'золотая монета',
    few: 'золотые монеты',
    many: 'золотых монет',
    other: 'золотой монеты',
  },
  es: { one: 'moneda de oro', other: 'monedas de oro' },
};
const characters = {
  en: { one: 'character', other: 'characters' },
  ru: { one: 'символ', few: 'символа', many: 'символов', other: 'символа' },
  es: { one: 'carácter', other: 'caracteres' },
};
const months = {
  en: { one: 'month', other: 'months' },
  de: { one: 'Monat', other: 'Monate' },
  ru: { one: 'месяц', few: 'месяца', many: 'месяцев', other: 'месяца' },
  es: { one: 'mes', other: 'meses' },
};

const level = (p: Params) => (Number(p.vipLevel) === 2 ? 'SVIP' : 'VIP');
const times = (p: Params) => (Number(p.quantity) > 1 ? ` ×${p.quantity}` : '');

const phrases: Record<BillKind, { params: string[]; text: Record<Language, Phrase> }> = {
  recharge: {
    params: ['coins'],
    text: {
      'zh-CN': (p, l) => `充值 ${num(l, p.coins!)} 金币`,
      'zh-TW': (p, l) => `儲值 ${num(l, p.coins!)} 金幣`,
      en: (p, l) => `Recharge of ${counted(l, p.coins!, coins.en)}`,
      de: (p, l) => `Aufladung: ${counted(l, p.coins!, coins.de)}`,
      ru: (p, l) => `Пополнение: ${counted(l, p.coins!, coins.ru)}`,
      ko: (p, l) => `금화 ${num(l, p.coins!)}개 충전`,
      ja: (p, l) => `金貨 ${num(l, p.coins!)} 枚をチャージ`,
      es: (p, l) => `Recarga de ${counted(l, p.coins!, coins.es)}`,
    },
  },
  membership: {
    params: ['vipLevel', 'months'],
    text: {
      'zh-CN': (p) => `开通 ${level(p)} 会员 ${p.months} 个月`,
      'zh-TW': (p) => `開通 ${level(p)} 會員 ${p.months} 個月`,
      en: (p, l) => `${level(p)} membership, ${counted(l, p.months!, months.en)}`,
      de: (p, l) => `${level(p)}-Mitgliedschaft, ${counted(l, p.months!, months.de)}`,
      ru: (p, l) => `${level(p)}-подписка на ${counted(l, p.months!, months.ru)}`,
      ko: (p) => `${level(p)} 멤버십 ${p.months}개월`,
      ja: (p) => `${level(p)} 会員 ${p.months} か月`,
      es: (p, l) => `Membresía ${level(p)}, ${counted(l, p.months!, months.es)}`,
    },
  },
  translationPackage: {
    params: ['characters'],
    text: {
      'zh-CN': (p, l) => `翻译套餐 ${num(l, p.characters!)} 字符`,
      'zh-TW': (p, l) => `翻譯套餐 ${num(l, p.characters!)} 字元`,
      en: (p, l) => `Translation package of ${counted(l, p.characters!, characters.en)}`,
      de: (p, l) => `Übersetzungspaket mit ${num(l, p.characters!)} Zeichen`,
      ru: (p, l) => `Пакет перевода: ${counted(l, p.characters!, characters.ru)}`,
      ko: (p, l) => `번역 패키지 ${num(l, p.characters!)}자`,
      ja: (p, l) => `翻訳パック ${num(l, p.characters!)} 文字`,
      es: (p, l) => `Paquete de traducción de ${counted(l, p.characters!, characters.es)}`,
    },
  },
  translation: {
    params: ['characters'],
    text: {
      'zh-CN': (p, l) => `翻译 ${num(l, p.characters!)} 字符`,
      'zh-TW': (p, l) => `翻譯 ${num(l, p.characters!)} 字元`,
      en: (p, l) => `Translation of ${counted(l, p.characters!, characters.en)}`,
      de: (p, l) => `Übersetzung von ${num(l, p.characters!)} Zeichen`,
      ru: (p, l) => `Перевод: ${counted(l, p.characters!, characters.ru)}`,
      ko: (p, l) => `번역 ${num(l, p.characters!)}자`,
      ja: (p, l) => `翻訳 ${num(l, p.characters!)} 文字`,
      es: (p, l) => `Traducción de ${counted(l, p.characters!, characters.es)}`,
    },
  },
  gift: {
    params: ['quantity', 'nickname'],
    text: {
      'zh-CN': (p) => `送给 ${p.nickname} 的礼物${times(p)}`,
      'zh-TW': (p) => `送給 ${p.nickname} 的禮物${times(p)}`,
      en: (p) => `Gift to ${p.nickname}${times(p)}`,
      de: (p) => `Geschenk an ${p.nickname}${times(p)}`,
      ru: (p) => `Подарок для ${p.nickname}${times(p)}`,
      ko: (p) => `${p.nickname}님에게 보낸 선물${times(p)}`,
      ja: (p) => `${p.nickname} さんへのギフト${times(p)}`,
      es: (p) => `Regalo para ${p.nickname}${times(p)}`,
    },
  },
  redPacketSent: {
    params: ['nickname'],
    text: {
      'zh-CN': (p) => `发给 ${p.nickname} 的红包`,
      'zh-TW': (p) => `發給 ${p.nickname} 的紅包`,
      en: (p) => `Red packet to ${p.nickname}`,
      de: (p) => `Roter Umschlag an ${p.nickname}`,
      ru: (p) => `Красный конверт для ${p.nickname}`,
      ko: (p) => `${p.nickname}님에게 보낸 홍바오`,
      ja: (p) => `${p.nickname} さんに送った紅包`,
      es: (p) => `Sobre rojo para ${p.nickname}`,
    },
  },
  redPacketReceived: {
    params: ['nickname'],
    text: {
      'zh-CN': (p) => `来自 ${p.nickname} 的红包`,
      'zh-TW': (p) => `來自 ${p.nickname} 的紅包`,
      en: (p) => `Red packet from ${p.nickname}`,
      de: (p) => `Roter Umschlag von ${p.nickname}`,
      ru: (p) => `Красный конверт от ${p.nickname}`,
      ko: (p) => `${p.nickname}님이 보낸 홍바오`,
      ja: (p) => `${p.nickname} さんからの紅包`,
      es: (p) => `Sobre rojo de ${p.nickname}`,
    },
  },
  photoPermission: {
    params: ['nickname'],
    text: {
      'zh-CN': (p) => `解锁 ${p.nickname} 的相册`,
      'zh-TW': (p) => `解鎖 ${p.nickname} 的相簿`,
      en: (p) => `Photos of ${p.nickname} unlocked`,
      de: (p) => `Fotos von ${p.nickname} freigeschaltet`,
      ru: (p) => `Доступ к фото: ${p.nickname}`,
      ko: (p) => `${p.nickname}님의 사진 열람`,
      ja: (p) => `${p.nickname} さんの写真の閲覧`,
      es: (p) => `Fotos de ${p.nickname} desbloqueadas`,
    },
  },
  newFriendChat: {
    params: ['nickname'],
    text: {
      'zh-CN': (p) => `与新朋友 ${p.nickname} 聊天`,
      'zh-TW': (p) => `與新朋友 ${p.nickname} 聊天`,
      en: (p) => `Chat with new friend ${p.nickname}`,
      de: (p) => `Chat mit neuem Kontakt ${p.nickname}`,
      ru: (p) => `Новый чат с ${p.nickname}`,
      ko: (p) => `새 친구 ${p.nickname}님과 채팅`,
      ja: (p) => `新しい友達 ${p.nickname} さんとのチャット`,
      es: (p) => `Nuevo chat con ${p.nickname}`,
    },
  },
  mall: {
    params: ['goods', 'nickname'],
    text: {
      'zh-CN': (p) => `商城购买：${p.goods}（送给 ${p.nickname}）`,
      'zh-TW': (p) => `商城購買：${p.goods}（送給 ${p.nickname}）`,
      en: (p) => `Shop: ${p.goods} for ${p.nickname}`,
      de: (p) => `Shop: ${p.goods} für ${p.nickname}`,
      ru: (p) => `Магазин: ${p.goods} для ${p.nickname}`,
      ko: (p) => `쇼핑몰: ${p.nickname}님에게 ${p.goods}`,
      ja: (p) => `ショップ：${p.nickname} さんへ ${p.goods}`,
      es: (p) => `Tienda: ${p.goods} para ${p.nickname}`,
    },
  },
};

const isKind = (key: string): key is BillKind => Object.hasOwn(billTypes, key);

/** The bill's text in `language`; the bill type's name when its line cannot be put into words. */
export function billText(
  type: number,
  project: { key: string; params?: Params } | null,
  language: Language,
): string {
  const params = project?.params ?? {};
  const phrase = project && isKind(project.key) ? phrases[project.key] : undefined;
  const text =
    phrase && phrase.params.every((name) => params[name] !== undefined && params[name] !== '')
      ? phrase.text[language](params, language)
      : typeName(type, language);
  // Cut by characters, not UTF-16 units, so an emoji in a nickname is never split in half.
  const characters = [...text];
  return characters.length > MAX_LENGTH ? `${characters.slice(0, MAX_LENGTH - 1).join('')}…` : text;
}

function typeName(type: number, language: Language): string {
  const kind = kindOfType(type);
  return kind ? billTypeNames[kind][language] : '';
}
