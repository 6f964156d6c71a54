import { useId } from 'react';
import { fillLabel } from '../../private/format';
import * as styles from './DynamicComposer.css';
import type { DynamicComposerProps } from './DynamicComposer';
import type { DynamicComposerLabels } from './labels';

type DynamicComposerTextProps = Pick<DynamicComposerProps, 'content' | 'onContentChange'> & {
  length: number;
  maxLength: number;
  labels: DynamicComposerLabels;
  readOnly: boolean;
};

/** The share content, with its counter (red once over the limit). */
export function DynamicComposerText({
  content,
  length,
  maxLength,
  labels,
  readOnly,
  onContentChange,
}: DynamicComposerTextProps) {
  const id = useId();
  const tooLong = length > maxLength;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {labels.content}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={content}
        placeholder={labels.placeholder}
        rows={5}
        readOnly={readOnly}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-counter`}
        onChange={(event) => onContentChange({ content: event.currentTarget.value })}
      />
      <span id={`${id}-counter`} className={styles.counter} data-over={tooLong || undefined}>
        {fillLabel(labels.counter, { count: length, max: maxLength })}
      </span>
    </div>
  );
}
