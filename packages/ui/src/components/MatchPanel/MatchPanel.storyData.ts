// Story data: labels in English and Chinese, and the sample content the stories share.
import { sampleMembers, sampleNames, samplePhotos } from '../../private/sampleMembers';
import type { MatchPanelLabels } from './labels';

export const labels: MatchPanelLabels = {
  idleTitle: 'Meet someone new',
  idleDescription: 'We pick someone online right now who speaks your language or lives nearby.',
  matchingTitle: 'Finding someone for you…',
  matchingDescription: 'Hang on, this takes up to 15 seconds.',
  matchedTitle: "It's a match!",
  exhaustedTitle: 'No matches left today',
  exhaustedDescription:
    'Your matches come back at midnight (UTC). VIP members get 10 a day, SVIP 30.',
  remaining: '{remaining} of {limit} matches left today',
  countdown: '{seconds} seconds left',
  start: 'Start matching',
  cancel: 'Cancel',
  continue: 'Match again',
  chat: 'Say hi',
  upgrade: 'Upgrade to VIP',
  online: 'Online',
};

export const chineseLabels: MatchPanelLabels = {
  idleTitle: '遇见新朋友',
  idleDescription: '为你匹配一位此刻在线、语言相通或离你不远的人。',
  matchingTitle: '正在为你匹配…',
  matchingDescription: '请稍候，最多需要 15 秒。',
  matchedTitle: '匹配成功！',
  exhaustedTitle: '今天的匹配次数已用完',
  exhaustedDescription: '明天再来吧（UTC 零点重置）。VIP 每天 10 次，SVIP 每天 30 次。',
  remaining: '今日剩余 {remaining}/{limit} 次',
  countdown: '剩余 {seconds} 秒',
  start: '开始匹配',
  cancel: '取消',
  continue: '继续匹配',
  chat: '打招呼',
  upgrade: '升级 VIP',
  online: '在线',
  age: '{age}岁',
};

export const match = {
  user: { ...sampleMembers.sakura, photos: [samplePhotos[4] ?? ''] },
  regionName: sampleNames.en.region.JP,
  languageName: sampleNames.en.language.ja,
};
