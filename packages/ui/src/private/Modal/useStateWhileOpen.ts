import { useState } from 'react';

/**
 * A dialog's form state that starts over each time the dialog opens, so a red packet or a
 * complaint never shows what was typed the last time. Dialogs stay mounted while closed.
 */
export function useStateWhileOpen<State>(open: boolean, initial: State) {
  const [state, setState] = useState(initial);
  const [wasOpen, setWasOpen] = useState(open);
  // Adjusting state while rendering (React's pattern for "when a prop changes"), not in an effect.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setState(initial);
  }
  return [state, setState] as const;
}
