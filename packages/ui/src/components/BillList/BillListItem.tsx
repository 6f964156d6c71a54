import { fillLabel, formatCount, formatShortTime } from '../../private/format';
import { ArrowDownLeftIcon, ArrowUpRightIcon } from '../../private/icons/moneyIcons';
import * as styles from './BillList.css';

/** One entry of the coin ledger (openapi Bill). */
export type Bill = {
  id: number;
  /** What it was for, translated by the server ("Gift: Rose to Mia"). */
  project: string;
  /** The bill type code (1 recharge, 2 membership, …). */
  type: number;
  /** Coins in (positive) or out (negative). */
  accountChange: number;
  /** The balance right after this entry. */
  balance: number;
  /** When, ISO 8601 (shown as MM-DD HH:mm). */
  createTime: string;
};

type BillListItemProps = {
  bill: Bill;
  typeName?: string;
  balanceLabel: string;
  locale?: string;
  timeZone?: string;
};

/** A ledger line: what, its type and time, the signed change in green or red, the balance. */
export function BillListItem({
  bill,
  typeName,
  balanceLabel,
  locale,
  timeZone,
}: BillListItemProps) {
  const income = bill.accountChange > 0;
  const Icon = income ? ArrowDownLeftIcon : ArrowUpRightIcon;
  return (
    <li className={styles.item}>
      <span className={styles.icon[income ? 'income' : 'expense']} aria-hidden="true">
        <Icon />
      </span>
      <span className={styles.main}>
        <span className={styles.project}>{bill.project}</span>
        <span className={styles.meta}>
          {typeName && <span>{typeName}</span>}
          <time dateTime={bill.createTime}>{formatShortTime(bill.createTime, { timeZone })}</time>
        </span>
      </span>
      <span className={styles.figures}>
        <span className={styles.change[income ? 'income' : 'expense']}>
          {formatCount(bill.accountChange, { locale, signed: true })}
        </span>
        <span className={styles.balance}>
          {fillLabel(balanceLabel, { count: formatCount(bill.balance, { locale }) })}
        </span>
      </span>
    </li>
  );
}

/** A grey placeholder row while the first page loads. */
export function BillListSkeleton() {
  return (
    <li className={styles.item} aria-hidden="true">
      <span className={styles.skeletonIcon} />
      <span className={styles.main}>
        <span className={styles.skeletonLine} data-width="wide" />
        <span className={styles.skeletonLine} data-width="narrow" />
      </span>
      <span className={styles.skeletonLine} data-width="short" />
    </li>
  );
}
