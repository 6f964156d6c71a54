import { useRef, useState } from 'react';
import { maxMessageLength } from './messageInputLabels';

type Options = {
  value?: string;
  defaultValue?: string;
  onValueChange?: (change: { value: string }) => void;
};

/**
 * The draft: controlled by `value` when given, otherwise kept here. Never longer than the limit,
 * whatever the way in (typing, pasting, an emoji inserted at the cursor).
 */
export function useMessageDraft({ value, defaultValue = '', onValueChange }: Options) {
  const [own, setOwn] = useState(defaultValue);
  const draft = value ?? own;
  const textarea = useRef<HTMLTextAreaElement>(null);

  const change = (next: string) => {
    const limited = next.slice(0, maxMessageLength);
    if (value === undefined) setOwn(limited);
    onValueChange?.({ value: limited });
  };

  /** Puts an emoji code where the cursor is (or over the selection), then the cursor after it. */
  const insert = (text: string) => {
    const box = textarea.current;
    const start = box?.selectionStart ?? draft.length;
    const end = box?.selectionEnd ?? draft.length;
    if (draft.length - (end - start) + text.length > maxMessageLength) return;
    change(draft.slice(0, start) + text + draft.slice(end));
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return { draft, change, insert, textarea };
}
