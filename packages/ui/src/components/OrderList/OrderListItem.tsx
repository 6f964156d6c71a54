import { EmojiText } from '../../emoji';
import { Avatar } from '../../private/Avatar';
import { Badge } from '../../private/Badge';
import { fillLabel, formatCount, formatShortTime } from '../../private/format';
import { ChatIcon, CoinIcon } from '../../private/icons';
import { MapPinIcon } from '../../private/icons/socialIcons';
import { memberLevelOf } from '../../private/member';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import * as styles from './OrderList.css';
import type { Order, OrderListLabels } from './orderTypes';

type OrderListItemProps = {
  order: Order;
  view: 'bought' | 'received';
  labels: OrderListLabels;
  regionName: string;
  locale?: string;
  timeZone?: string;
};

const tones = { paid: 'accent', shipped: 'gold', received: 'success' } as const;

/** One order: status and time, the goods, who it is for (or from), the address, the message. */
export function OrderListItem({ order, view, labels, regionName, ...format }: OrderListItemProps) {
  const person = view === 'bought' ? order.receiver : order.buyer;
  const { address } = order;
  return (
    <li className={styles.item}>
      <article className={styles.card} aria-label={order.goodsName}>
        <header className={styles.header}>
          <Badge tone={tones[order.status]}>{labels.status[order.status]}</Badge>
          <time className={styles.time} dateTime={order.orderTime}>
            {formatShortTime(order.orderTime, { timeZone: format.timeZone })}
          </time>
        </header>
        <div className={styles.goods}>
          <img
            className={styles.picture}
            src={order.goods.image}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
          <div className={styles.goodsText}>
            <h3 className={styles.name}>{order.goodsName}</h3>
            <span className={styles.quantity}>
              {fillLabel(labels.quantity, { count: formatCount(order.quantity, format) })}
            </span>
          </div>
          <span className={styles.total}>
            <CoinIcon />
            {fillLabel(labels.coinPrice, { count: formatCount(order.goldCoin, format) })}
          </span>
        </div>
        <div className={styles.person}>
          <span className={styles.personLabel}>
            {view === 'bought' ? labels.recipient : labels.buyer}
          </span>
          <Avatar
            name={person.nickname}
            src={person.avatar || undefined}
            size="xsmall"
            level={memberLevelOf(person.vipLevel)}
            aria-hidden="true"
          />
          <span className={styles.personName}>{person.nickname}</span>
        </div>
        <address className={styles.address}>
          <span className={visuallyHidden}>{labels.address}: </span>
          <MapPinIcon className={styles.addressIcon} />
          <span className={styles.addressText}>
            <span className={styles.receiver}>
              {address.receiverName} · <span dir="ltr">{address.phone}</span>
            </span>
            <span>{[address.detail, address.postcode, regionName].filter(Boolean).join(', ')}</span>
          </span>
        </address>
        {order.message && (
          <p className={styles.message}>
            <ChatIcon className={styles.messageIcon} />
            <span className={visuallyHidden}>{labels.message}: </span>
            <q>
              <EmojiText text={order.message} />
            </q>
          </p>
        )}
      </article>
    </li>
  );
}
