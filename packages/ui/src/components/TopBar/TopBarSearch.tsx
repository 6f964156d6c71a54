import { useId, useState, type FormEvent } from 'react';
import { IconButton } from '../../private/IconButton';
import { SearchIcon } from '../../private/icons';
import { Spinner } from '../../private/Spinner';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './TopBarSearch.css';

export type TopBarSearchLabels = {
  /** The field's name ("Search by user ID"). */
  search: string;
  /** The placeholder ("Enter a user ID"). */
  searchPlaceholder: string;
  /** The search button's name ("Search"). */
  searchButton: string;
  /** The warning for an empty search ("Please enter the user ID"). */
  searchEmpty: string;
  /** The warning for one's own ID ("Do not search your own account"). */
  searchOwnAccount: string;
};

export type TopBarSearchProps = {
  /** Texts, translated. */
  labels: TopBarSearchLabels;
  /**
   * Called with the typed ID once it passes the rules (digits, not empty, not one's own). May
   * resolve to a warning to show under the field ("The searched user does not exist").
   */
  onSearch: (query: { account: string }) => Promise<string | void> | string | void;
  /** The member's own numeric account, which the search refuses. */
  ownAccount?: number | string;
  /** Starts with this text (stories). */
  defaultValue?: string;
  /** On the form element. */
  className?: string;
};

/** The header's user-ID search: digits only; Enter or the icon searches. */
export function TopBarSearch({
  labels,
  onSearch,
  ownAccount,
  defaultValue = '',
  className,
}: TopBarSearchProps) {
  const [value, setValue] = useState(defaultValue);
  const [warning, setWarning] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();
  const warningId = `${id}-warning`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const account = value.trim();
    if (!account) return setWarning(labels.searchEmpty);
    if (ownAccount !== undefined && account === String(ownAccount)) {
      return setWarning(labels.searchOwnAccount);
    }
    setWarning(null);
    setPending(true);
    try {
      const result = await onSearch({ account });
      setWarning(result || null);
    } finally {
      setPending(false);
    }
  }

  return (
    <form role="search" className={cx(styles.root, className)} onSubmit={submit} noValidate>
      <label htmlFor={id} className={visuallyHidden}>
        {labels.search}
      </label>
      <div className={styles.field} data-invalid={Boolean(warning)}>
        <input
          id={id}
          className={styles.input}
          value={value}
          placeholder={labels.searchPlaceholder}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={10}
          aria-invalid={warning ? true : undefined}
          aria-describedby={warning ? warningId : undefined}
          onChange={(event) => {
            // Only digits: an ID is a number, so anything else is dropped as it is typed.
            setValue(event.target.value.replace(/\D+/g, ''));
            setWarning(null);
          }}
        />
        {pending ? (
          <span className={styles.spinner}>
            <Spinner size="small" label={labels.searchButton} />
          </span>
        ) : (
          <IconButton
            type="submit"
            label={labels.searchButton}
            icon={<SearchIcon />}
            size="small"
            className={styles.button}
          />
        )}
      </div>
      <p id={warningId} role="status" className={warning ? styles.warning : visuallyHidden}>
        {warning}
      </p>
    </form>
  );
}
