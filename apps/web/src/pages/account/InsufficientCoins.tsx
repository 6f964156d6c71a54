import { InsufficientCoinsDialog } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { accountHref } from '../../layout/navigation';
import { useSession } from '../../stores/session';
import { closeInsufficientCoins, useWallet } from '../../stores/wallet';

/**
 * The low-balance dialog of the account page and the mall (code 105): recharge coins, buy a
 * translation pack, or not now.
 */
export function InsufficientCoins() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const { insufficientCoins } = useWallet();
  const { me } = useSession();
  const go = (href: string) => {
    closeInsufficientCoins();
    navigate(href);
  };
  return (
    <InsufficientCoinsDialog
      open={insufficientCoins}
      reason="coins"
      title={t('insufficient.title')}
      message={t('insufficient.message')}
      labels={{
        recharge: t('insufficient.recharge'),
        buyTranslation: t('insufficient.buyTranslation'),
        notNow: t('insufficient.notNow'),
        close: t('close'),
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
