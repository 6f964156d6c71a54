import { ChevronRightIcon } from '@heartline/ui';
import { Link } from 'react-router-dom';
import * as styles from './PageHead.css';

type PageHeadProps = {
  title: string;
  subtitle: string;
  /** A link at the end ("View my profile"). */
  link: { to: string; label: string };
};

/** The top of my album and of the profile editor: the title, a line under it, a link back. */
export function PageHead({ title, subtitle, link }: PageHeadProps) {
  return (
    <header className={styles.head}>
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      <Link to={link.to} className={styles.link}>
        {link.label}
        <ChevronRightIcon aria-hidden="true" />
      </Link>
    </header>
  );
}
