import type { PackageGridLabels } from '@heartline/ui';
import { useTranslation } from 'react-i18next';

/** The PackageGrid's texts for one tab, titled after it. */
export function useGridLabels(title: string): PackageGridLabels {
  const { t } = useTranslation('account');
  return {
    title,
    balance: t('grid.balance'),
    total: t('grid.total'),
    buy: t('grid.buy'),
    coinPrice: t('grid.coinPrice'),
    insufficient: t('grid.insufficient'),
    recharge: t('grid.recharge'),
    coinsUnit: t('grid.coinsUnit'),
    customAmount: t('grid.customAmount'),
    customAmountField: t('grid.customAmountField'),
    customAmountHint: t('grid.customAmountHint'),
    amountFormat: t('grid.amountFormat'),
    charactersUnit: t('grid.charactersUnit'),
    perMonth: t('grid.perMonth'),
    giftCharacters: t('grid.giftCharacters'),
    giftFreeGifts: t('grid.giftFreeGifts'),
    giftUnlimitedGifts: t('grid.giftUnlimitedGifts'),
    giftBlurViews: t('grid.giftBlurViews'),
  };
}
