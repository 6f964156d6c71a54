import { Button, CoinIcon, IconButton, PlusIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import type { Goods } from './mall';
import { formatAmount } from '../../i18n/formatAmount';
import * as styles from './MallPage.css';

/** A minus sign drawn like the ui's line icons (the set has a plus but no minus). */
function MinusIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 12h14" />
    </svg>
  );
}

type Props = {
  goods: Goods;
  quantity: number;
  maxQuantity: number;
  onQuantity: (quantity: number) => void;
  balance: number;
  onRecharge: () => void;
};

/** The item being bought, how many, what it costs and what the member has. */
export function OrderSummary({
  goods,
  quantity,
  maxQuantity,
  onQuantity,
  balance,
  onRecharge,
}: Props) {
  const { t, i18n } = useTranslation('mall');
  const count = (value: number) => formatAmount(value, i18n.language);
  const total = goods.goldCoin * quantity;
  const missing = total - balance;
  return (
    <section className={styles.card} aria-labelledby="order-item">
      <h2 id="order-item" className={styles.cardTitle}>
        {t('order.item')}
      </h2>
      <div className={styles.item}>
        <img className={styles.itemImage} src={goods.image} alt="" />
        <div className={styles.itemText}>
          <span className={styles.itemName}>{goods.name}</span>
          <span className={styles.itemDetail}>{goods.description}</span>
          <span className={styles.itemDetail}>
            {t('order.stock', { count: count(goods.stock) })}
          </span>
        </div>
      </div>
      <div className={styles.line}>
        <span className={styles.lineLabel} id="order-quantity">
          {t('order.quantity')}
        </span>
        <span className={styles.stepper} role="group" aria-labelledby="order-quantity">
          <IconButton
            label={t('order.decrease')}
            icon={<MinusIcon />}
            size="small"
            variant="secondary"
            disabled={quantity <= 1}
            onClick={() => onQuantity(quantity - 1)}
          />
          <output className={styles.quantity} aria-live="polite">
            {count(quantity)}
          </output>
          <IconButton
            label={t('order.increase')}
            icon={<PlusIcon />}
            size="small"
            variant="secondary"
            disabled={quantity >= maxQuantity}
            onClick={() => onQuantity(quantity + 1)}
          />
        </span>
      </div>
      <div className={styles.line}>
        <span className={styles.lineLabel}>{t('order.balance')}</span>
        <span className={styles.lineValue}>
          <CoinIcon />
          {count(balance)}
        </span>
      </div>
      <div className={styles.line}>
        <span className={styles.lineLabel}>{t('order.total')}</span>
        <span className={`${styles.lineValue} ${styles.total}`}>
          <CoinIcon />
          {t('goods.coinPrice').replace('{count}', count(total))}
        </span>
      </div>
      {missing > 0 && (
        <p className={styles.shortfall}>
          {t('order.missing', { count: count(missing) })}
          <Button size="small" variant="gold" onClick={onRecharge}>
            {t('order.recharge')}
          </Button>
        </p>
      )}
    </section>
  );
}
