// Story and test data only: the demo world's complaint reasons (/complain/complain_type), and
// the dialog's texts in English and Chinese.
import type { ComplaintDialogLabels } from './ComplaintDialogLabels';
import type { ComplaintReason } from './ComplaintDialogReasons';

const reasons: Array<Omit<ComplaintReason, 'reason'> & { en: string; zh: string }> = [
  { id: 1, type: 1, en: 'Fake profile', zh: '虚假资料' },
  { id: 2, type: 2, en: 'Pornographic or vulgar content', zh: '色情或低俗内容' },
  { id: 3, type: 3, en: 'Harassment or insults', zh: '骚扰或辱骂' },
  { id: 4, type: 3, en: 'Fraud or asking for money', zh: '诈骗或索要钱财' },
  { id: 5, type: 3, en: 'Spam or advertising', zh: '垃圾信息或广告' },
  { id: 6, type: 2, en: 'Hate speech or discrimination', zh: '仇恨或歧视言论' },
  { id: 7, type: 1, en: 'The user seems to be a minor', zh: '疑似未成年人' },
  { id: 8, type: 1, en: 'Other', zh: '其他' },
];

export const sampleReasons: Record<'en' | 'zh', ComplaintReason[]> = {
  en: reasons.map(({ id, type, en }) => ({ id, type, reason: en })),
  zh: reasons.map(({ id, type, zh }) => ({ id, type, reason: zh })),
};

export const complaintLabelsEn = {
  reasons: 'Reason',
  notes: 'What happened?',
  notesPlaceholder: 'Tell us what happened, and when.',
  notesCount: '{count}/{max}',
  images: 'Screenshots (optional, up to 3)',
  addImage: 'Add screenshot',
  removeImage: 'Remove screenshot {number}',
  image: 'Screenshot {number}',
  uploading: 'Uploading screenshot',
  submit: 'Submit report',
  cancel: 'Cancel',
  close: 'Close',
} satisfies ComplaintDialogLabels;

export const complaintLabelsZh = {
  reasons: '举报原因',
  notes: '发生了什么？',
  notesPlaceholder: '请描述发生的事情和时间。',
  notesCount: '{count}/{max}',
  images: '截图（可选，最多 3 张）',
  addImage: '添加截图',
  removeImage: '删除第 {number} 张截图',
  image: '截图 {number}',
  uploading: '正在上传截图',
  submit: '提交举报',
  cancel: '取消',
  close: '关闭',
} satisfies ComplaintDialogLabels;
