import { useId, type HTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { fillLabel, formatCount } from '../../private/format';
import { CoinIcon } from '../../private/icons';
import { BagIcon } from '../../private/icons/moneyIcons';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './GoodsCard.css';

/** A goods item of the mall (openapi Goods). */
export type Goods = {
  id: number;
  classifyId: number;
  /** The name, translated by the server. */
  name: string;
  image: string;
  /** The price of one, in coins. */
  goldCoin: number;
  /** The description, translated by the server. */
  description: string;
  /** How many are left; 0 is sold out. */
  stock: number;
};

export type GoodsCardLabels = {
  /** The buy button ("Buy"); the goods' name is added for screen readers. */
  buy: string;
  /** A price in coins, with {count} ("{count} coins"). */
  coinPrice: string;
  /** Low stock, with {count} ("Only {count} left"). */
  stockLeft: string;
  /** No stock ("Sold out"): on the picture and the button. */
  soldOut: string;
};

export type GoodsCardProps = HTMLAttributes<HTMLElement> & {
  /** The goods to show. */
  goods: Goods;
  /** Every text, translated. */
  labels: GoodsCardLabels;
  /** Called when the member wants to buy it (the app opens the address form). */
  onBuy: (change: { goodsId: number }) => void;
  /** From this stock down, "only N left" shows. */
  lowStockThreshold?: number;
  /** Shows the description under the name. */
  showDescription?: boolean;
  /** Formats numbers for this locale. */
  locale?: string;
};

/** A goods item in the mall: picture, name, price in coins, what is left, and buy. */
export function GoodsCard({
  goods,
  labels,
  onBuy,
  lowStockThreshold = 5,
  showDescription = true,
  locale,
  className,
  ...props
}: GoodsCardProps) {
  const id = useId();
  const soldOut = goods.stock <= 0;
  const low = !soldOut && goods.stock <= lowStockThreshold;
  return (
    <article
      className={cx(styles.root, className)}
      aria-labelledby={`${id}-name`}
      data-sold-out={soldOut}
      {...props}
    >
      <div className={styles.picture}>
        {goods.image ? (
          <img className={styles.image} src={goods.image} alt="" loading="lazy" />
        ) : (
          <BagIcon className={styles.placeholder} />
        )}
        {soldOut && <span className={styles.soldOutTag}>{labels.soldOut}</span>}
        {low && (
          <span className={styles.lowTag}>
            {fillLabel(labels.stockLeft, { count: formatCount(goods.stock, { locale }) })}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h3 id={`${id}-name`} className={styles.name}>
          {goods.name}
        </h3>
        {showDescription && goods.description && (
          <p className={styles.description}>{goods.description}</p>
        )}
        <div className={styles.footer}>
          <span className={styles.price}>
            <CoinIcon className={styles.coin} />
            {fillLabel(labels.coinPrice, { count: formatCount(goods.goldCoin, { locale }) })}
          </span>
          <Button
            size="small"
            variant={soldOut ? 'secondary' : 'primary'}
            disabled={soldOut}
            onClick={() => onBuy({ goodsId: goods.id })}
          >
            {soldOut ? labels.soldOut : labels.buy}
            <span className={visuallyHidden}> {goods.name}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
