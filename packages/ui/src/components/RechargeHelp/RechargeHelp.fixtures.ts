// Story data: the recharge help of the product spec (section 1), in English and Chinese.
import type { PaymentMethod, RechargeFaq, RechargeHelpLabels } from './RechargeHelp';

export const labelsEn: RechargeHelpLabels = {
  methodsTitle: 'How you can pay',
  faqTitle: 'Questions about gold coins',
  supportPrompt: 'Still need help? Our team answers in your language.',
  contactSupport: 'Contact customer service',
};

export const labelsZh: RechargeHelpLabels = {
  methodsTitle: '支付方式',
  faqTitle: '金币常见问题',
  supportPrompt: '仍需帮助？客服将用你的语言为你解答。',
  contactSupport: '联系客服',
};

export const methodsEn: PaymentMethod[] = [
  {
    provider: 'embedded',
    name: 'Card, Apple Pay or Google Pay',
    description: 'Pay in a secure window without leaving Heartline. Coins arrive at once.',
  },
  {
    provider: 'paypal',
    name: 'PayPal',
    description: 'Approve the payment on PayPal; your coins arrive as soon as it completes.',
  },
];

export const methodsZh: PaymentMethod[] = [
  {
    provider: 'embedded',
    name: '银行卡、Apple Pay 或 Google Pay',
    description: '在安全窗口内付款，无需离开 Heartline，金币即时到账。',
  },
  {
    provider: 'paypal',
    name: 'PayPal',
    description: '在 PayPal 确认付款，完成后金币立即到账。',
  },
];

export const faqsEn: RechargeFaq[] = [
  {
    id: 'worth',
    question: 'What is a gold coin worth?',
    answer:
      'One gold coin costs about 1 USD. There are no discounts or bonus coins, so every package has the same price per coin.',
  },
  {
    id: 'expiry',
    question: 'Do coins expire? Can I get a refund?',
    answer: 'Coins never expire. Purchases are final: coins cannot be refunded or exchanged back.',
  },
  {
    id: 'delay',
    question: 'I paid but my coins have not arrived',
    answer:
      'Card, Apple Pay, Google Pay and PayPal payments usually arrive within a minute.\nBank e-bill payments take 3 to 6 trading days. If it takes longer, contact customer service with your payment receipt.',
  },
  {
    id: 'use',
    question: 'What can I use coins for?',
    answer:
      'Gifts, red packets, translation beyond your package, VIP and SVIP memberships, mall goods, and starting a chat with a new friend.',
  },
];

export const faqsZh: RechargeFaq[] = [
  {
    id: 'worth',
    question: '一枚金币值多少钱？',
    answer: '一枚金币约合 1 美元。没有折扣或赠送，因此每个套餐的单价都相同。',
  },
  {
    id: 'expiry',
    question: '金币会过期吗？可以退款吗？',
    answer: '金币永不过期。购买后不可退款，也不能兑换回现金。',
  },
  {
    id: 'delay',
    question: '已付款但金币没有到账',
    answer:
      '银行卡、Apple Pay、Google Pay 和 PayPal 付款通常在一分钟内到账。\n银行电子账单付款需要 3 至 6 个交易日。如超过时间仍未到账，请携带付款凭证联系客服。',
  },
  {
    id: 'use',
    question: '金币可以用来做什么？',
    answer:
      '赠送礼物、发红包、超出套餐的翻译、开通 VIP 和 SVIP 会员、商城购物，以及和新朋友开始聊天。',
  },
];
