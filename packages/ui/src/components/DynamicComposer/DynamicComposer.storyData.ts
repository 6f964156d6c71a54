// Story data: labels in English and Chinese, and the sample content the stories share.
import { samplePhotos } from '../../private/sampleMembers';
import type { ComposerImage } from './DynamicComposerImages';
import type { DynamicComposerLabels } from './labels';

export const labels: DynamicComposerLabels = {
  content: 'Share something',
  placeholder: 'What made you smile today?',
  counter: '{count}/{max}',
  tooLong: 'Keep it under {max} characters.',
  addImages: 'Add photos',
  imageCount: '{count}/{max} photos',
  image: 'Photo {index}',
  removeImage: 'Remove photo {index}',
  uploading: 'Uploading {percent}%',
  uploadFailed: 'Upload failed',
  burnAfterReading: 'Burn after reading',
  burnAfterReadingHint: 'Others see your photos blurred until they tap them, once.',
  top: 'Pin to top',
  topHint: 'Shows first on your profile, replacing your pinned dynamic.',
  publish: 'Publish',
  requirement: 'Write something and add at least one photo to publish.',
  waitForUploads: 'Wait for your photos to finish uploading.',
};

export const chineseLabels: DynamicComposerLabels = {
  content: '分享新鲜事',
  placeholder: '今天有什么开心的事？',
  counter: '{count}/{max}',
  tooLong: '内容不能超过 {max} 个字。',
  addImages: '添加图片',
  imageCount: '{count}/{max} 张',
  image: '第 {index} 张图片',
  removeImage: '移除第 {index} 张图片',
  uploading: '上传中 {percent}%',
  uploadFailed: '上传失败',
  burnAfterReading: '阅后即焚',
  burnAfterReadingHint: '别人点开前图片是模糊的，看过一次即焚毁。',
  top: '置顶',
  topHint: '在你的主页最先显示，替换之前的置顶动态。',
  publish: '发布',
  requirement: '请填写内容并至少添加一张图片。',
  waitForUploads: '请等待图片上传完成。',
};

export const uploaded = (count: number, from = 0): ComposerImage[] =>
  samplePhotos
    .slice(from, from + count)
    .map((src, index) => ({ id: `photo-${from + index}`, src }));
