import type { HTMLAttributes, ReactNode } from 'react';
import { CheckIcon, CloseIcon } from '../../private/icons';
import { CrownIcon } from '../../private/icons/layoutIcons';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './PrivilegeTable.css';

/** true: included; false: not included; a text: the amount ("3 a day", "Unlimited"), translated. */
export type PrivilegeValue = boolean | string;

export type PrivilegeRow = {
  /** Identifies the row (the API's VipPrivilege: matchAttempts, freeGifts…). */
  key: string;
  /** The privilege, translated ("Daily match attempts"). */
  label: string;
  /** A short explanation under it, translated. */
  description?: string;
  normal: PrivilegeValue;
  vip: PrivilegeValue;
  svip: PrivilegeValue;
};

export type PrivilegeTableLabels = {
  /** The table's caption ("Compare memberships"). */
  caption: string;
  /** The first column's header ("Privilege"). */
  privilege: string;
  /** The three levels ("Normal", "VIP", "SVIP"). */
  normal: string;
  vip: string;
  svip: string;
  /** The tag on the member's own level ("Your plan"). */
  current: string;
  /** Said for a check and a cross ("Included", "Not included"). */
  included: string;
  notIncluded: string;
};

export type PrivilegeTableProps = HTMLAttributes<HTMLDivElement> & {
  /** The privileges, in order, with each level's value. */
  rows: PrivilegeRow[];
  /** The member's level (0 normal, 1 VIP, 2 SVIP): its column is highlighted. */
  currentLevel: 0 | 1 | 2;
  /** Every text, translated. */
  labels: PrivilegeTableLabels;
};

const levels = ['normal', 'vip', 'svip'] as const;

/** What each membership level gives, side by side, with the member's own level highlighted. */
export function PrivilegeTable({
  rows,
  currentLevel,
  labels,
  className,
  ...props
}: PrivilegeTableProps) {
  const mark = (value: PrivilegeValue): ReactNode => {
    if (typeof value === 'string') return <span className={styles.amount}>{value}</span>;
    return (
      <span className={value ? styles.yes : styles.no}>
        {value ? <CheckIcon /> : <CloseIcon />}
        <span className={visuallyHidden}>{value ? labels.included : labels.notIncluded}</span>
      </span>
    );
  };

  return (
    <div className={cx(styles.root, className)} {...props}>
      <table className={cx(styles.table, styles.currentTone[currentLevel])}>
        <caption className={styles.caption}>{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.privilegeHeader}>
              {labels.privilege}
            </th>
            {levels.map((level, index) => (
              <th
                key={level}
                scope="col"
                className={styles.levelHeader}
                data-current={index === currentLevel}
              >
                {index === currentLevel && <span className={styles.current}>{labels.current}</span>}
                <span className={styles.level[level]}>
                  {level !== 'normal' && <CrownIcon className={styles.crown} />}
                  {labels[level]}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={styles.row}>
              <th scope="row" className={styles.privilege}>
                <span className={styles.label}>{row.label}</span>
                {row.description && <span className={styles.description}>{row.description}</span>}
              </th>
              {levels.map((level, index) => (
                <td key={level} className={styles.cell} data-current={index === currentLevel}>
                  {mark(row[level])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
