import { InsufficientCoinsDialog } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { accountHref } from '../../layout/navigation';
import { closeInsufficientCoins, useProfile } from '../../stores/profile';
import { useSession } from '../../stores/session';
import { useCoinsDialogLabels } from './profileLabels';

/** The photo permission could not be paid: recharge coins, buy a translation pack, or not now. */
export function ProfileCoinsDialog() {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  const labels = useCoinsDialogLabels();
  const { insufficientCoins, profile } = useProfile();
  const { me } = useSession();
  const go = (href: string) => {
    closeInsufficientCoins();
    navigate(href);
  };
  return (
    <InsufficientCoinsDialog
      open={insufficientCoins}
      reason="coins"
      title={t('coins.title')}
      message={t('coins.message', { name: profile?.nickname ?? '' })}
      labels={labels}
      balance={me?.userAccountVo.goldCoin}
      locale={i18n.language}
      onRecharge={() => go(accountHref.coins)}
      onBuyTranslation={() => go(accountHref.translation)}
      onDismiss={closeInsufficientCoins}
    />
  );
}
