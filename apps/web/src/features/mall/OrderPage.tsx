import {
  AddressForm,
  Button,
  ConfirmDialog,
  EmptyState,
  SparklesIcon,
  Spinner,
  type AddressFormValues,
} from '@heartline/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { accountHref } from '../../layout/navigation';
import { buyGoods, MAX_QUANTITY, openCheckout, useMall } from './mall';
import { useSession } from '../../stores/session';
import { formatAmount } from '../../i18n/formatAmount';
import * as styles from './MallPage.css';
import { OrderPlaced } from './OrderPlaced';
import { OrderSummary } from './OrderSummary';
import { useAddressLabels } from './useAddressLabels';

/**
 * /order?goodsId=&categoryId=(&friendId=): buys a goods item for a friend. The member picks the
 * friend and the delivery address (both required), the quantity, confirms, and pays in coins;
 * short of coins (105) the low-balance dialog opens.
 */
export default function OrderPage() {
  const { t, i18n } = useTranslation('mall');
  usePageTitle('order');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goodsId = Number(params.get('goodsId')) || 0;
  const categoryId = Number(params.get('categoryId')) || null;
  const friendId = Number(params.get('friendId')) || undefined;
  const { chosen, chosenStatus, friends, friendsStatus, regions, buying, placed } = useMall();
  const { me } = useSession();
  const labels = useAddressLabels();
  const [quantity, setQuantity] = useState(1);
  const [confirming, setConfirming] = useState<AddressFormValues | null>(null);

  useEffect(() => {
    void openCheckout({ goodsId, categoryId });
  }, [goodsId, categoryId]);

  if (placed) {
    const receiver = friends.find((entry) => entry.friendUserId === placed.receiver.id);
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('order.heading')}</h1>
        <OrderPlaced
          order={placed}
          friendName={receiver?.friendRemarkName || placed.receiver.nickname}
        />
      </div>
    );
  }
  if (chosenStatus === 'missing' || chosenStatus === 'failed') {
    const missing = chosenStatus === 'missing';
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('order.heading')}</h1>
        <EmptyState
          headingLevel={2}
          icon={<SparklesIcon />}
          title={missing ? t('order.missingTitle') : t('order.goodsFailed')}
          description={missing ? t('order.missingDescription') : t('shopping.failedDescription')}
          action={
            missing ? (
              <Button onClick={() => navigate('/shopping')}>{t('order.backToMall')}</Button>
            ) : (
              <Button
                variant="secondary"
                onClick={() => void openCheckout({ goodsId, categoryId })}
              >
                {t('errors.retry', { ns: 'common' })}
              </Button>
            )
          }
        />
      </div>
    );
  }
  if (!chosen || friendsStatus === 'loading' || friendsStatus === 'idle') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('order.heading')}</h1>
        <div className={styles.centred}>
          <Spinner size="large" label={t('order.loading')} />
        </div>
      </div>
    );
  }

  const maxQuantity = Math.max(1, Math.min(MAX_QUANTITY, chosen.stock));
  const count = Math.min(quantity, maxQuantity);
  const total = chosen.goldCoin * count;
  const friend = friends.find((entry) => entry.friendUserId === confirming?.friendUserId);

  const pay = async () => {
    if (!confirming) return;
    await buyGoods({
      goodsId: chosen.id,
      quantity: count,
      friendUserId: confirming.friendUserId,
      address: confirming.address,
      message: confirming.message,
    });
    setConfirming(null);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{t('order.heading')}</h1>
          <p className={styles.intro}>{t('order.intro')}</p>
        </div>
        <Button variant="ghost" onClick={() => navigate('/shopping')}>
          {t('order.backToMall')}
        </Button>
      </header>
      <div className={styles.checkout}>
        <OrderSummary
          goods={chosen}
          quantity={count}
          maxQuantity={maxQuantity}
          onQuantity={setQuantity}
          balance={me?.userAccountVo.goldCoin ?? 0}
          onRecharge={() => navigate(accountHref.coins)}
        />
        <div className={styles.card}>
          <AddressForm
            friends={friends.map((entry) => ({
              friendUserId: entry.friendUserId,
              user: entry.user,
              friendRemarkName: entry.friendRemarkName,
            }))}
            regions={regions.map((region) => ({ code: region.code, name: region.name }))}
            labels={labels}
            defaultValues={{ friendUserId: friendId }}
            pending={buying}
            onSubmit={setConfirming}
            onCancel={() => navigate('/shopping')}
          />
          {friends.length === 0 && (
            <Button variant="secondary" onClick={() => navigate('/encounter')}>
              {t('order.findFriends')}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('order.confirmTitle', { count: formatAmount(total, i18n.language) })}
        description={t('order.confirmDescription', {
          goods: chosen.name,
          quantity: count,
          name: friend?.friendRemarkName || friend?.user.nickname || '',
          receiver: confirming?.address.receiverName ?? '',
        })}
        confirmLabel={t('order.confirm')}
        cancelLabel={t('order.cancel')}
        closeLabel={t('order.close')}
        pending={buying}
        onConfirm={() => void pay()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
