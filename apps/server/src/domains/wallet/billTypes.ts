/** The bill types of /bill/type (BillTypeCode), in code order, named in the caller's language. */
import type { components } from '@heartline/sdk/schema';
import type { Language } from '../../i18n/languages.ts';
import { billTypes, type BillKind } from './billLines.ts';

type BillType = components['schemas']['BillType'];

export const billTypeNames: Record<BillKind, Record<Language, string>> = {
  recharge: {
    'zh-CN': '金币充值',
    'zh-TW': '金幣儲值',
    en: 'Coin recharge',
    de: 'Münzaufladung',
    ru: 'Пополнение монет',
    ko: '금화 충전',
    ja: '金貨チャージ',
    es: 'Recarga de monedas',
  },
  membership: {
    'zh-CN': '会员开通',
    'zh-TW': '會員開通',
    en: 'VIP membership',
    de: 'VIP-Mitgliedschaft',
    ru: 'VIP-подписка',
    ko: 'VIP 멤버십',
    ja: 'VIP 会員',
    es: 'Membresía VIP',
  },
  translationPackage: {
    'zh-CN': '翻译套餐',
    'zh-TW': '翻譯套餐',
    en: 'Translation package',
    de: 'Übersetzungspaket',
    ru: 'Пакет перевода',
    ko: '번역 패키지',
    ja: '翻訳パック',
    es: 'Paquete de traducción',
  },
  translation: {
    'zh-CN': '翻译消费',
    'zh-TW': '翻譯消費',
    en: 'Translation',
    de: 'Übersetzung',
    ru: 'Перевод',
    ko: '번역',
    ja: '翻訳',
    es: 'Traducción',
  },
  gift: {
    'zh-CN': '赠送礼物',
    'zh-TW': '贈送禮物',
    en: 'Gift sent',
    de: 'Geschenk gesendet',
    ru: 'Отправленный подарок',
    ko: '선물 보내기',
    ja: 'ギフト送信',
    es: 'Regalo enviado',
  },
  redPacketSent: {
    'zh-CN': '发出红包',
    'zh-TW': '發出紅包',
    en: 'Red packet sent',
    de: 'Roter Umschlag gesendet',
    ru: 'Отправленный красный конверт',
    ko: '보낸 홍바오',
    ja: '送った紅包',
    es: 'Sobre rojo enviado',
  },
  redPacketReceived: {
    'zh-CN': '收到红包',
    'zh-TW': '收到紅包',
    en: 'Red packet received',
    de: 'Roter Umschlag erhalten',
    ru: 'Полученный красный конверт',
    ko: '받은 홍바오',
    ja: '受け取った紅包',
    es: 'Sobre rojo recibido',
  },
  photoPermission: {
    'zh-CN': '相册权限',
    'zh-TW': '相簿權限',
    en: 'Photo permission',
    de: 'Fotofreigabe',
    ru: 'Доступ к фото',
    ko: '사진 열람 권한',
    ja: '写真の閲覧権限',
    es: 'Permiso de fotos',
  },
  newFriendChat: {
    'zh-CN': '新朋友聊天',
    'zh-TW': '新朋友聊天',
    en: 'New friend chat',
    de: 'Chat mit neuem Kontakt',
    ru: 'Чат с новым другом',
    ko: '새 친구 채팅',
    ja: '新しい友達とのチャット',
    es: 'Chat con nuevo amigo',
  },
  mall: {
    'zh-CN': '商城购物',
    'zh-TW': '商城購物',
    en: 'Shop purchase',
    de: 'Einkauf im Shop',
    ru: 'Покупка в магазине',
    ko: '쇼핑몰 구매',
    ja: 'ショップでの購入',
    es: 'Compra en la tienda',
  },
};

const kinds = (Object.keys(billTypes) as BillKind[]).sort((a, b) => billTypes[a] - billTypes[b]);

/** The kind of a bill type code (undefined for a code that is not one). */
export const kindOfType = (type: number): BillKind | undefined =>
  kinds.find((kind) => billTypes[kind] === type);

export function listBillTypes(language: Language): BillType[] {
  return kinds.map((kind) => ({
    type: billTypes[kind],
    name: billTypeNames[kind][language],
  }));
}
