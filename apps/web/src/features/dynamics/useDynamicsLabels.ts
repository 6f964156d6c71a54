import type {
  BurnImageViewerLabels,
  CommentThreadLabels,
  DynamicCardLabels,
  DynamicComposerLabels,
  ImagePreviewLabels,
} from '@heartline/ui';
import { useTranslation } from 'react-i18next';

/** The character counters, "12/1000": numbers only, the same in every language. */
const counter = '{count}/{max}';

/** The texts of the ui components this feature draws, in the interface language. */
export function useDynamicsLabels() {
  const { t } = useTranslation('dynamics');
  const { t: common } = useTranslation();

  const card: DynamicCardLabels = {
    online: t('card.online'),
    pinned: t('card.pinned'),
    burnAfterReading: t('card.burnAfterReading'),
    revealBurn: t('card.revealBurn'),
    burned: t('card.burned'),
    image: t('card.image'),
    showMore: t('card.showMore'),
    showLess: t('card.showLess'),
    like: t('card.like'),
    comments: t('card.comments'),
    translate: t('card.translate'),
    translation: t('card.translation'),
    more: t('card.more'),
    delete: t('card.delete'),
    pin: t('card.pin'),
    unpin: t('card.unpin'),
    vip: common('sideBar.vip'),
    svip: common('sideBar.svip'),
  };

  const comments: CommentThreadLabels = {
    title: t('comments.title'),
    repliedTo: t('comments.repliedTo'),
    reply: t('comments.reply'),
    delete: t('comments.delete'),
    translate: t('comments.translate'),
    translation: t('comments.translation'),
    loadMore: t('comments.loadMore'),
    loading: t('comments.loading'),
    emptyTitle: t('comments.emptyTitle'),
    emptyDescription: t('comments.emptyDescription'),
    composer: t('comments.composer'),
    placeholder: t('comments.placeholder'),
    replyTo: t('comments.replyTo'),
    cancelReply: t('comments.cancelReply'),
    send: t('comments.send'),
    counter,
  };

  const composer: DynamicComposerLabels = {
    content: t('publish.content'),
    placeholder: t('publish.placeholder'),
    counter,
    tooLong: t('publish.tooLong'),
    addImages: t('publish.addImages'),
    imageCount: t('publish.imageCount'),
    image: t('publish.image'),
    removeImage: t('publish.removeImage'),
    uploading: t('publish.uploading'),
    uploadFailed: t('publish.uploadFailed'),
    burnAfterReading: t('publish.burnAfterReading'),
    burnAfterReadingHint: t('publish.burnAfterReadingHint'),
    top: t('publish.top'),
    topHint: t('publish.topHint'),
    publish: t('publish.submit'),
    requirement: t('publish.requirement'),
    waitForUploads: t('publish.waitForUploads'),
  };

  const preview: ImagePreviewLabels = {
    close: t('preview.close'),
    zoom: t('preview.zoom'),
    zoomIn: t('preview.zoomIn'),
    zoomOut: t('preview.zoomOut'),
    reset: t('preview.reset'),
    loading: t('preview.loading'),
    failed: t('preview.failed'),
  };

  const burn: BurnImageViewerLabels = {
    close: t('burn.close'),
    countdown: t('burn.countdown'),
    loading: t('burn.loading'),
    failed: t('burn.failed'),
  };

  return { card, comments, composer, preview, burn };
}
