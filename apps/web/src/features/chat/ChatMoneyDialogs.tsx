import {
  GiftDialog,
  RedPacketDialog,
  type GiftDialogLabels,
  type RedPacketDialogLabels,
} from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { accountHref } from '../../layout/navigation';
import { closeChatWindow } from '../../stores/layout';
import { closeDialog, giveGift, RED_PACKET_PRESETS, sendRedPacket } from './store/payments';
import { useChat } from './store/state';
import { useSession } from '../../stores/session';

const redPacketKeys = [
  'amount',
  'coins',
  'customAmount',
  'amountError',
  'note',
  'notePlaceholder',
  'balance',
  'insufficient',
  'recharge',
  'send',
  'cancel',
  'close',
] as const;

const giftKeys = [
  'gifts',
  'quantity',
  'decrease',
  'increase',
  'total',
  'freeUsed',
  'balance',
  'insufficient',
  'recharge',
  'give',
  'cancel',
  'close',
  'loading',
  'emptyTitle',
  'emptyDescription',
] as const;

/** The gift and red-packet dialogs (short of coins, the app's insufficient-coins dialog opens). */
export function ChatMoneyDialogs() {
  const { t, i18n } = useTranslation('chat');
  const navigate = useNavigate();
  const { me } = useSession();
  const {
    dialog,
    dialogPending,
    dialogError,
    openPeer,
    gifts,
    giftsStatus,
    freeGiftsLeft,
    conversations,
  } = useChat();
  const conversation = conversations.find((c) => c.imAccount === openPeer);
  const name = conversation ? conversation.friendRemarkName || conversation.nickname : '';
  const balance = me?.userAccountVo.goldCoin ?? 0;
  const go = (href: string) => {
    closeDialog();
    closeChatWindow();
    navigate(href);
  };
  const redPacketLabels = Object.fromEntries(
    redPacketKeys.map((key) => [key, t(`redPacket.${key}`)]),
  ) as RedPacketDialogLabels;
  const giftLabels = Object.fromEntries(
    giftKeys.map((key) => [key, t(`gift.${key}`)]),
  ) as GiftDialogLabels;
  const vipLevel = me?.vipLevel ?? 0;

  return (
    <>
      <RedPacketDialog
        open={dialog === 'redPacket' && openPeer !== null}
        title={t('redPacket.title', { name })}
        description={t('redPacket.description', { name })}
        labels={redPacketLabels}
        balance={balance}
        presets={RED_PACKET_PRESETS}
        locale={i18n.language}
        pending={dialogPending}
        error={dialogError ?? undefined}
        onSend={(packet) => openPeer && void sendRedPacket(openPeer, packet)}
        onCancel={closeDialog}
        onRecharge={() => go(accountHref.coins)}
      />
      <GiftDialog
        open={dialog === 'gift' && openPeer !== null}
        title={t('gift.title', { name })}
        gifts={[...gifts]}
        balance={balance}
        freeGifts={freeGiftsLeft}
        vipLevel={vipLevel}
        freeGiftsNote={
          freeGiftsLeft < 0
            ? t('gift.unlimited')
            : freeGiftsLeft > 0
              ? t('gift.freeLeft', { count: freeGiftsLeft })
              : undefined
        }
        labels={giftLabels}
        locale={i18n.language}
        loading={giftsStatus === 'loading' || giftsStatus === 'idle'}
        pending={dialogPending}
        error={dialogError ?? undefined}
        onGive={(gift) => openPeer && void giveGift(openPeer, gift)}
        onCancel={closeDialog}
        onRecharge={() => go(accountHref.coins)}
      />
    </>
  );
}
