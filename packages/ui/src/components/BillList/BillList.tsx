import { useId, type HTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { EmptyState } from '../../private/EmptyState';
import { SelectField } from '../../private/SelectField';
import { Spinner } from '../../private/Spinner';
import { ReceiptIcon } from '../../private/icons/moneyIcons';
import { cx } from '../../utils/cx';
import * as styles from './BillList.css';
import { BillListItem, BillListSkeleton, type Bill } from './BillListItem';

/** A bill type of /bill/type: its code and its name, translated. */
export type BillType = { type: number; name: string };

export type BillListLabels = {
  /** The list's heading ("Bill records"). */
  title: string;
  /** The type filter's label ("Type") and its first option ("All types"). */
  filter: string;
  allTypes: string;
  /** The balance after an entry, with {count} ("Balance {count}"). */
  balance: string;
  /** No records (for this filter): title and a line under it. */
  emptyTitle: string;
  emptyDescription?: string;
  /** Said while the first page loads ("Loading bills"). */
  loading: string;
  /** The button for the next page ("Load more") and its busy text ("Loading more…"). */
  loadMore: string;
  loadingMore: string;
  /** Under the last record ("That's all your records"). */
  end: string;
};

export type BillListProps = HTMLAttributes<HTMLElement> & {
  /** The records of /bill/list, newest first. */
  bills: Bill[];
  /** The types of /bill/type, for the filter and each record's type name. */
  billTypes: BillType[];
  /** The chosen type; 'all' (or nothing) shows every type. */
  type?: number | 'all';
  /** Called with the type the member chose ('all' for every type). */
  onTypeChange?: (change: { type: number | 'all' }) => void;
  /** Every text, translated. */
  labels: BillListLabels;
  /** The first page is loading: placeholder rows. */
  loading?: boolean;
  /** The next page is loading. */
  loadingMore?: boolean;
  /** More records wait on the server; false shows the end of the list. */
  hasMore?: boolean;
  /** Called when the member asks for the next page. */
  onLoadMore?: () => void;
  /** Formats numbers for this locale. */
  locale?: string;
  /** Shows times in this zone (the reader's unless given). */
  timeZone?: string;
};

/** The member's gold-coin ledger: each coin in and out, filtered by type, page by page. */
export function BillList({
  bills,
  billTypes,
  type = 'all',
  onTypeChange,
  labels,
  loading = false,
  loadingMore = false,
  hasMore = false,
  onLoadMore,
  locale,
  timeZone,
  className,
  ...props
}: BillListProps) {
  const id = useId();
  const typeNames = new Map(billTypes.map((entry) => [entry.type, entry.name]));
  const options = [
    { value: 'all', label: labels.allTypes },
    ...billTypes.map((entry) => ({ value: String(entry.type), label: entry.name })),
  ];
  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`} {...props}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {labels.title}
        </h2>
        <SelectField
          className={styles.filter}
          label={labels.filter}
          options={options}
          value={String(type)}
          onValueChange={({ value }) =>
            onTypeChange?.({ type: value === 'all' ? 'all' : Number(value) })
          }
        />
      </header>
      {loading ? (
        <ul className={styles.list} aria-busy="true" aria-label={labels.loading}>
          {[0, 1, 2, 3].map((index) => (
            <BillListSkeleton key={index} />
          ))}
        </ul>
      ) : bills.length === 0 ? (
        <EmptyState
          className={styles.empty}
          icon={<ReceiptIcon />}
          title={labels.emptyTitle}
          description={labels.emptyDescription}
        />
      ) : (
        <>
          <ul className={styles.list} aria-labelledby={`${id}-title`}>
            {bills.map((bill) => (
              <BillListItem
                key={bill.id}
                bill={bill}
                typeName={typeNames.get(bill.type)}
                balanceLabel={labels.balance}
                locale={locale}
                timeZone={timeZone}
              />
            ))}
          </ul>
          <div className={styles.more}>
            {loadingMore ? (
              <Spinner label={labels.loadingMore} />
            ) : hasMore ? (
              onLoadMore && (
                <Button variant="secondary" size="small" onClick={onLoadMore}>
                  {labels.loadMore}
                </Button>
              )
            ) : (
              <p className={styles.end}>{labels.end}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
