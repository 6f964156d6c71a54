import { useId, type HTMLAttributes } from 'react';
import { EmptyState } from '../../private/EmptyState';
import { PackageIcon } from '../../private/icons/moneyIcons';
import { Spinner } from '../../private/Spinner';
import { cx } from '../../utils/cx';
import * as styles from './OrderList.css';
import { OrderListItem } from './OrderListItem';
import type { Order, OrderListLabels } from './orderTypes';

export type OrderListProps = HTMLAttributes<HTMLElement> & {
  /** The orders (/umall-order/mebuy or /umall-order/receiver), newest first. */
  orders: Order[];
  /** bought: "my orders", each shows who it is for; received: each shows who sent it. */
  view: 'bought' | 'received';
  /** Every text, translated. */
  labels: OrderListLabels;
  /** The list is loading. */
  loading?: boolean;
  /** Region names by code, as the app resolves them from /system/region; else the browser's. */
  regionNames?: Record<string, string>;
  /** Formats numbers and region names for this locale. */
  locale?: string;
  /** Shows times in this zone (the reader's unless given). */
  timeZone?: string;
  /** Hides the heading when the page already says it (the tab's name). */
  hideTitle?: boolean;
};

function regionNameOf(code: string, names?: Record<string, string>, locale?: string) {
  if (names?.[code]) return names[code];
  try {
    return (
      new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** Mall orders: what I bought for friends, or what friends bought for me. */
export function OrderList({
  orders,
  view,
  labels,
  loading = false,
  regionNames,
  locale,
  timeZone,
  hideTitle = false,
  className,
  ...props
}: OrderListProps) {
  const id = useId();
  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`} {...props}>
      <h2 id={`${id}-title`} className={hideTitle ? styles.hiddenTitle : styles.title}>
        {labels.title}
      </h2>
      {loading ? (
        <div className={styles.loading}>
          <Spinner size="large" label={labels.loading} />
        </div>
      ) : orders.length === 0 ? (
        <EmptyState
          icon={<PackageIcon />}
          title={labels.emptyTitle}
          description={labels.emptyDescription}
        />
      ) : (
        <ul className={styles.list} aria-labelledby={`${id}-title`}>
          {orders.map((order) => (
            <OrderListItem
              key={order.id}
              order={order}
              view={view}
              labels={labels}
              regionName={regionNameOf(order.address.region, regionNames, locale)}
              locale={locale}
              timeZone={timeZone}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
