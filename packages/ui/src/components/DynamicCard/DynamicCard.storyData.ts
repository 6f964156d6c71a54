// Story data: labels in English and Chinese, and the sample content the stories share.
import { sampleMembers, samplePhotos } from '../../private/sampleMembers';
import type { DynamicCardDynamic } from './DynamicCard';
import type { DynamicCardLabels } from './labels';

export const labels: DynamicCardLabels = {
  online: 'Online',
  pinned: 'Pinned',
  burnAfterReading: 'Burn after reading',
  revealBurn: 'Burn after reading: tap to view',
  burned: 'Image burned',
  image: 'Photo {index} of {count}',
  showMore: 'Show more',
  showLess: 'Show less',
  like: 'Like',
  comments: 'Comments',
  translate: 'Translate',
  translation: 'Translation',
  more: 'More actions',
  delete: 'Delete',
  pin: 'Pin to top',
  unpin: 'Unpin',
  report: 'Report',
};

export const chineseLabels: DynamicCardLabels = {
  online: '在线',
  pinned: '置顶',
  burnAfterReading: '阅后即焚',
  revealBurn: '阅后即焚：点击查看',
  burned: '图片已焚毁',
  image: '第 {index} 张图片，共 {count} 张',
  showMore: '展开',
  showLess: '收起',
  like: '点赞',
  comments: '评论',
  translate: '翻译',
  translation: '译文',
  more: '更多操作',
  delete: '删除',
  pin: '置顶',
  unpin: '取消置顶',
  report: '举报',
};

export const { mia, xiaoyu, lucas } = sampleMembers;

export const dynamic: DynamicCardDynamic = {
  id: 42,
  user: mia,
  content:
    'Golden hour at Malvarrosa beach today. Who wants to join me for paella next weekend? [sparkles] [heart]',
  images: samplePhotos.slice(0, 3),
  burnAfterReading: 0,
  burned: 0,
  top: 0,
  likes: 128,
  comments: 16,
  supported: false,
  createTime: '2026-11-20T18:42:00.000Z',
};
