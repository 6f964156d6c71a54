import { BurnImageViewer, ImagePreview } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/formatDate';
import { burnDone, showPreview } from './store/payments';
import { useChat } from './store/state';
import { useSession } from '../../stores/session';

/** A photo shown large (zoom 1.2 a step), and the burn-after-read viewer (8 seconds). */
export function ChatPhotoDialogs() {
  const { t, i18n } = useTranslation('chat');
  const { me } = useSession();
  const { preview, burning, burningUrl, openPeer, threads, conversations } = useChat();
  const conversation = conversations.find((c) => c.imAccount === openPeer);
  const name = conversation ? conversation.friendRemarkName || conversation.nickname : '';
  const bubbles = openPeer ? (threads[openPeer]?.bubbles ?? []) : [];
  const photo = bubbles.find((b) => b.message.id === preview)?.message;
  const burn = bubbles.find((b) => b.message.id === burning)?.message;
  const own = photo?.from === me?.imAccount;
  const photoTitle = own ? t('preview.mine') : t('preview.title', { name });
  return (
    <>
      <ImagePreview
        open={photo !== undefined}
        src={photo?.url ?? ''}
        alt={photoTitle}
        title={photoTitle}
        description={photo ? formatDate(photo.time) : undefined}
        locale={i18n.language}
        labels={{
          close: t('preview.close'),
          zoom: t('preview.zoom'),
          zoomIn: t('preview.zoomIn'),
          zoomOut: t('preview.zoomOut'),
          reset: t('preview.reset'),
          loading: t('preview.loading'),
          failed: t('preview.failed'),
        }}
        onClose={() => showPreview(null)}
      />
      <BurnImageViewer
        open={burn !== undefined}
        src={burningUrl ?? burn?.ext.burn_url ?? ''}
        alt={t('burn.alt', { name })}
        title={t('burn.title')}
        description={t('burn.description')}
        seconds={8}
        labels={{
          close: t('burn.close'),
          countdown: t('burn.countdown'),
          loading: t('burn.loading'),
          failed: t('burn.failed'),
        }}
        onBurned={burnDone}
      />
    </>
  );
}
