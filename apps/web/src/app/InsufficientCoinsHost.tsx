import { InsufficientCoinsDialog } from '@heartline/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { accountHref } from '../layout/navigation';
import { closeChatWindow } from '../stores/layout';
import {
  closeInsufficientCoins,
  type InsufficientCoins,
  useInsufficientCoins,
} from '../stores/payment';
import { useSession } from '../stores/session';

/**
 * The insufficient-coins dialog, worded for what the member was paying for. It offers a
 * translation pack only when a translation is what ran out: for a photo, a gift or a message,
 * coins are the only thing that helps.
 */
export default function InsufficientCoinsHost() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { me } = useSession();
  const open = useInsufficientCoins();
  // While it closes, the dialog keeps the words it opened with.
  const [shown, setShown] = useState<InsufficientCoins | null>(open);
  if (open && open !== shown) setShown(open);
  const message = !shown
    ? ''
    : shown.shortOf === 'translation'
      ? t('insufficient.translation')
      : shown.purchase.what === 'photo'
        ? t('insufficient.photo', { name: shown.purchase.of })
        : shown.purchase.what === 'message'
          ? t('insufficient.message')
          : t('insufficient.coins');
  const go = (href: string) => {
    closeInsufficientCoins();
    // The floating chat window would cover the account page it opens.
    closeChatWindow();
    navigate(href);
  };
  return (
    <InsufficientCoinsDialog
      open={open !== null}
      reason={shown?.shortOf ?? 'coins'}
      title={t('insufficient.title')}
      message={message}
      labels={{
        recharge: t('insufficient.recharge'),
        buyTranslation: t('insufficient.buyTranslation'),
        notNow: t('insufficient.notNow'),
        close: t('insufficient.close'),
        balance: t('insufficient.balance'),
      }}
      balance={me?.userAccountVo.goldCoin}
      locale={i18n.language}
      onRecharge={() => go(accountHref.coins)}
      onBuyTranslation={() => go(accountHref.translation)}
      onDismiss={closeInsufficientCoins}
    />
  );
}
