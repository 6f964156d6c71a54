// Story and test data only: the dialog's texts in English and Chinese.
import type { RedPacketDialogLabels } from './RedPacketDialogLabels';

export const redPacketLabelsEn = {
  amount: 'Amount',
  coins: 'coins',
  customAmount: 'Or type an amount',
  amountError: 'Enter a whole number of coins without a leading zero, like 20.',
  note: 'Greeting',
  notePlaceholder: 'Best wishes!',
  balance: 'Your balance',
  insufficient: 'You do not have enough gold coins for this red packet.',
  recharge: 'Recharge coins',
  send: 'Send',
  cancel: 'Cancel',
  close: 'Close',
} satisfies RedPacketDialogLabels;

export const redPacketLabelsZh = {
  amount: '金额',
  coins: '金币',
  customAmount: '或输入金额',
  amountError: '请输入不以 0 开头的正整数，例如 20。',
  note: '祝福语',
  notePlaceholder: '恭喜发财，大吉大利！',
  balance: '我的余额',
  insufficient: '金币不足，无法发送这个红包。',
  recharge: '充值金币',
  send: '发送',
  cancel: '取消',
  close: '关闭',
} satisfies RedPacketDialogLabels;
