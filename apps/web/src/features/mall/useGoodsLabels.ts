import type { GoodsCardLabels } from '@heartline/ui';
import { useTranslation } from 'react-i18next';

export function useGoodsLabels(): GoodsCardLabels {
  const { t } = useTranslation('mall');
  return {
    buy: t('goods.buy'),
    coinPrice: t('goods.coinPrice'),
    stockLeft: t('goods.stockLeft'),
    soldOut: t('goods.soldOut'),
  };
}

/** Where a goods item is bought: /order names it and its category. */
export const orderHref = (goods: { id: number; classifyId: number }) =>
  `/order?goodsId=${goods.id}&categoryId=${goods.classifyId}`;
