// Story data: the member's friends, regions, and the mall's address form texts.
import { sampleMembers as m, sampleNames } from '../../private/sampleMembers';
import type { AddressFormLabels, Friend, Region } from './addressFormTypes';

export const labelsEn: AddressFormLabels = {
  friend: 'Send to',
  friendPlaceholder: 'Choose a friend',
  noFriends: 'Add a friend first: mall goods are sent to friends.',
  receiverName: "Receiver's full name",
  phone: 'Phone number',
  region: 'Country or region',
  regionPlaceholder: 'Choose a region',
  detail: 'Address (street, house, flat, city)',
  postcode: 'Postcode (optional)',
  message: 'Message (optional)',
  messageHint: 'Printed on a card in the parcel.',
  submit: 'Confirm and pay',
  cancel: 'Cancel',
  messages: {
    friendRequired: 'Choose the friend you are buying for.',
    receiverNameRequired: "Enter the receiver's name.",
    phoneRequired: 'Enter a phone number for the courier.',
    phoneFormat: 'Use digits, spaces and hyphens only, e.g. +34 612 345 678.',
    regionRequired: 'Choose a country or region.',
    addressRequired: 'Enter the street, house number and city.',
  },
};

export const labelsZh: AddressFormLabels = {
  friend: '送给',
  friendPlaceholder: '选择好友',
  noFriends: '请先添加好友：商城商品只能送给好友。',
  receiverName: '收件人姓名',
  phone: '手机号码',
  region: '国家或地区',
  regionPlaceholder: '选择地区',
  detail: '详细地址（街道、门牌号、城市）',
  postcode: '邮政编码（选填）',
  message: '留言（选填）',
  messageHint: '将印在包裹内的卡片上。',
  submit: '确认并支付',
  cancel: '取消',
  messages: {
    friendRequired: '请选择要送礼的好友。',
    receiverNameRequired: '请填写收件人姓名。',
    phoneRequired: '请填写便于快递联系的手机号码。',
    phoneFormat: '只能包含数字、空格和连字符，如 +86 138 0013 8000。',
    regionRequired: '请选择国家或地区。',
    addressRequired: '请填写街道、门牌号和城市。',
  },
};

export const friends: Friend[] = [
  { friendUserId: m.mia.id, user: m.mia, friendRemarkName: 'Mia from Madrid' },
  { friendUserId: m.xiaoyu.id, user: m.xiaoyu, friendRemarkName: null },
  { friendUserId: m.oleg.id, user: m.oleg, friendRemarkName: null },
  { friendUserId: m.sakura.id, user: m.sakura, friendRemarkName: null },
];

const regionsOf = (names: Record<string, string>): Region[] =>
  Object.entries(names).map(([code, name]) => ({ code, name }));

export const regionsEn = regionsOf(sampleNames.en.region);
export const regionsZh = regionsOf(sampleNames.zh.region);

export const filledIn = {
  friendUserId: m.mia.id,
  receiverName: 'Mia Fernández',
  phone: '+34 612 345 678',
  region: 'ES',
  detail: 'Calle de Alcalá 45, 3º B, Madrid',
  postcode: '28014',
};
