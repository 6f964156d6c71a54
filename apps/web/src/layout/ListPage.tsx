import type { ReactNode } from 'react';
import * as styles from './ListPage.css';

type ListPageProps = {
  /** The page's name (h1), translated. */
  title: string;
  /** Beside the title: a count. */
  badge?: ReactNode;
  /** One line under the title: what the page is for. */
  subtitle?: string;
  /** On the header's other side: links to the related pages. */
  aside?: ReactNode;
  children: ReactNode;
};

/** The frame of the social and message pages: the title, what the page is for, the list. */
export function ListPage({ title, badge, subtitle, aside, children }: ListPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{title}</h1>
            {badge}
          </div>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </header>
      {children}
    </div>
  );
}
