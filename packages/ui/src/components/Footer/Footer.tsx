import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Logo } from '../Logo';
import * as styles from './Footer.css';

/** A footer link to a static page (about us, dating safety, privacy terms, help center). */
export type FooterLink = {
  /** Identifies the link. */
  key: string;
  /** The link's text, translated. */
  label: string;
  /** The page in the current language. */
  href: string;
};

export type FooterProps = HTMLAttributes<HTMLElement> & {
  /** The static pages. */
  links: FooterLink[];
  /** Names the links' navigation, translated ("About Heartline"). */
  label: string;
  /** A line under the links, translated ("© 2025 Heartline"). */
  note?: ReactNode;
  /** The product's name beside the mark. */
  productName?: string;
  /** A short line about the product, translated ("Meet people across languages"). */
  tagline?: ReactNode;
};

/** The page's foot: the mark, the static pages and the copyright. */
export function Footer({
  links,
  label,
  note,
  productName = 'Heartline',
  tagline,
  className,
  ...props
}: FooterProps) {
  return (
    <footer className={cx(styles.root, className)} {...props}>
      <div className={styles.brand}>
        <Logo size="small" name={productName} />
        {tagline && <p className={styles.tagline}>{tagline}</p>}
      </div>
      <nav aria-label={label} className={styles.nav}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.key}>
              <a href={link.href} className={styles.link}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {note && <p className={styles.note}>{note}</p>}
    </footer>
  );
}
