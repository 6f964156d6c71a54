// Story data only: the moderation console's demo world (two open reports, one handled, the audit
// log) and every text of the three components in English and Chinese.
import { sampleMembers, samplePhotos } from '../../private/sampleMembers';
import type { ModerationAuditEntry, ModerationAuditLogLabels } from '../ModerationAuditLog';
import type { ModerationQueueLabels } from '../ModerationQueue';
import type { ModerationCaseComplaint, ModerationCaseContext } from './ModerationCase';
import type { ModerationCaseLabels } from './ModerationCaseLabels';

const { lucas, oleg, sakura, mia } = sampleMembers;

export const sampleAudit: ModerationAuditEntry[] = [
  {
    id: 12,
    time: '2026-11-24T10:00:00.000Z',
    operatorId: 1,
    operatorNickname: 'Heartline Support',
    complaintId: 29,
    targetId: oleg.id,
    targetNickname: oleg.nickname,
    action: 'dismiss',
    days: null,
    dynamicId: null,
    reason: 'The photos are his own; he showed them on a video call.',
  },
  {
    id: 11,
    time: '2026-11-20T16:30:00.000Z',
    operatorId: 1,
    operatorNickname: 'Heartline Support',
    complaintId: 25,
    targetId: lucas.id,
    targetNickname: lucas.nickname,
    action: 'suspend',
    days: 3,
    dynamicId: null,
    reason: 'Insulted a member who would not share her phone number.',
  },
];

export const sampleCases: ModerationCaseComplaint[] = [
  {
    id: 31,
    createTime: '2026-11-25T08:00:00.000Z',
    waitedSeconds: 26 * 3600,
    reason: { reason: 'Fraud or asking for money' },
    notes: 'He asked me to send him money for a plane ticket.',
    images: [samplePhotos[2]!],
    reporter: sakura,
    reported: lucas,
    state: 'open',
    action: null,
    handledTime: null,
  },
  {
    id: 32,
    createTime: '2026-11-26T07:00:00.000Z',
    waitedSeconds: 3 * 3600,
    reason: { reason: 'Fake profile' },
    notes: 'The photos are of a celebrity.',
    images: [],
    reporter: mia,
    reported: oleg,
    state: 'open',
    action: null,
    handledTime: null,
  },
];

export const sampleContext: ModerationCaseContext = {
  complaint: sampleCases[0]!,
  introduction: 'Traveller, photographer, always looking for new friends.',
  dynamics: [
    {
      id: 88,
      content: 'Send me a coin and I send you a photo 😉',
      images: [],
      createTime: '2026-11-25T02:00:00.000Z',
      deleted: false,
    },
    {
      id: 80,
      content: 'Looking for a generous friend.',
      images: [],
      createTime: '2026-11-20T12:00:00.000Z',
      deleted: true,
    },
  ],
  messages: [
    {
      id: '9001',
      fromUserId: sakura.id,
      type: 'txt',
      msg: 'Hi! Nice to meet you.',
      time: '2026-11-25T06:00:00.000Z',
    },
    {
      id: '9002',
      fromUserId: lucas.id,
      type: 'txt',
      msg: 'Can you send me 300 dollars for the ticket? I will pay you back.',
      time: '2026-11-25T07:00:00.000Z',
    },
  ],
  history: [sampleAudit[1]!],
};

export const handledContext: ModerationCaseContext = {
  ...sampleContext,
  complaint: {
    ...sampleCases[0]!,
    state: 'handled',
    action: 'dismiss',
    handledTime: '2026-11-26T10:00:00.000Z',
  },
};

/** "11-26 10:00" in UTC, so screenshots do not depend on the machine's time zone. */
export const formatStoryTime = (time: string) => `${time.slice(5, 10)} ${time.slice(11, 16)}`;

const actionsEn = {
  dismiss: 'Dismiss',
  removeContent: 'Remove content',
  warn: 'Warn',
  suspend: 'Suspend',
  ban: 'Ban',
  approvePhotoVerification: 'Verification approved',
  refusePhotoVerification: 'Verification refused',
};
const actionsZh = {
  dismiss: '驳回',
  removeContent: '删除内容',
  warn: '警告',
  suspend: '封禁',
  ban: '永久封号',
  approvePhotoVerification: '认证通过',
  refusePhotoVerification: '认证未通过',
};

export const queueLabels: Record<'en' | 'zh', ModerationQueueLabels> = {
  en: {
    title: 'Open reports',
    reporter: 'Reported by {name}',
    waited: (seconds) => `waited ${Math.floor(seconds / 3600)} h`,
    empty: 'Nothing to review',
    emptyDescription: 'New reports appear here, oldest first.',
    loading: 'Loading reports',
    loadMore: 'Show more',
  },
  zh: {
    title: '待处理举报',
    reporter: '举报人：{name}',
    waited: (seconds) => `已等待 ${Math.floor(seconds / 3600)} 小时`,
    empty: '没有待处理的举报',
    emptyDescription: '新的举报会按时间先后显示在这里。',
    loading: '正在加载举报',
    loadMore: '查看更多',
  },
};

export const caseLabels: Record<'en' | 'zh', ModerationCaseLabels> = {
  en: {
    online: 'Online',
    title: 'Report #{id}',
    reportedAt: 'Reported {time}',
    notes: 'Notes',
    noNotes: 'No notes',
    screenshots: 'Screenshots',
    screenshot: 'Screenshot {number}',
    reporter: 'Reporter',
    reported: 'Reported member',
    introduction: 'Introduction',
    noIntroduction: 'No introduction',
    dynamics: 'Latest dynamics',
    noDynamics: 'No dynamics',
    deleted: 'Deleted',
    messages: 'Chat between them',
    noMessages: 'They have not chatted',
    picture: 'Picture',
    customMessage: '[{type}]',
    history: 'Earlier actions',
    noHistory: 'No earlier actions',
    historyDays: '{days} days',
    actions: actionsEn,
    handled: 'Handled: {action}, {time}',
    form: 'Take action',
    action: 'Action',
    days: 'Days',
    daysHint: '1 to 365 days',
    dynamic: 'Dynamic to remove',
    dynamicPlaceholder: 'Choose a dynamic',
    reason: 'Reason',
    reasonHint: 'Kept in the audit log; a warning sends it to the member.',
    submit: 'Apply',
    actionRequired: 'Choose an action',
    daysInvalid: 'Enter a whole number of days from 1 to 365',
    dynamicRequired: 'Choose the dynamic to remove',
    reasonRequired: 'Give a reason',
  },
  zh: {
    online: '在线',
    age: '{age}岁',
    title: '举报 #{id}',
    reportedAt: '举报时间 {time}',
    notes: '补充说明',
    noNotes: '无说明',
    screenshots: '截图',
    screenshot: '截图 {number}',
    reporter: '举报人',
    reported: '被举报人',
    introduction: '自我介绍',
    noIntroduction: '没有自我介绍',
    dynamics: '最新动态',
    noDynamics: '没有动态',
    deleted: '已删除',
    messages: '双方聊天记录',
    noMessages: '双方没有聊过天',
    picture: '图片',
    customMessage: '[{type}]',
    history: '以往处理',
    noHistory: '没有以往处理',
    historyDays: '{days} 天',
    actions: actionsZh,
    handled: '已处理：{action}，{time}',
    form: '处理',
    action: '处理方式',
    days: '天数',
    daysHint: '1 到 365 天',
    dynamic: '要删除的动态',
    dynamicPlaceholder: '选择一条动态',
    reason: '理由',
    reasonHint: '记入审计日志；警告会把理由发给该用户。',
    submit: '确认处理',
    actionRequired: '请选择处理方式',
    daysInvalid: '请输入 1 到 365 之间的整数天数',
    dynamicRequired: '请选择要删除的动态',
    reasonRequired: '请填写理由',
  },
};

export const auditLabels: Record<'en' | 'zh', ModerationAuditLogLabels> = {
  en: {
    title: 'Audit log',
    time: 'Time',
    operator: 'Operator',
    action: 'Action',
    target: 'Member',
    days: 'Days',
    reason: 'Reason',
    actions: actionsEn,
    empty: 'No actions yet',
    loading: 'Loading the audit log',
    loadMore: 'Show more',
  },
  zh: {
    title: '审计日志',
    time: '时间',
    operator: '操作人',
    action: '处理',
    target: '用户',
    days: '天数',
    reason: '理由',
    actions: actionsZh,
    empty: '还没有处理记录',
    loading: '正在加载审计日志',
    loadMore: '查看更多',
  },
};

const chineseReasons: Record<string, string> = {
  'Fraud or asking for money': '诈骗或索要钱财',
  'Fake profile': '虚假资料',
};

/** The same reports with the reasons as a Chinese reader gets them from the server. */
export const sampleCasesZh: ModerationCaseComplaint[] = sampleCases.map((item) => ({
  ...item,
  reason: { reason: chineseReasons[item.reason.reason] ?? item.reason.reason },
}));

export const sampleContextZh: ModerationCaseContext = {
  ...sampleContext,
  complaint: sampleCasesZh[0]!,
};
