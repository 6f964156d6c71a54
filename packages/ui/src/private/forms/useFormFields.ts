import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { RuleKey } from './validationRules';

type Errors<Values> = Partial<Record<keyof Values, RuleKey | undefined>>;

/**
 * The state every Heartline form shares: values, the rule each field breaks, and when to say so.
 * A field's error shows once the user has left it or tried to submit (never while typing a first
 * time); a failed submit moves focus to the first invalid field.
 */
export function useFormFields<Values extends Record<string, unknown>>(
  initialValues: Values,
  validate: (values: Values) => Errors<Values>,
) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);

  return {
    values,
    /** Changes one field. */
    set<Field extends keyof Values>(field: Field, value: Values[Field]) {
      setValues((current) => ({ ...current, [field]: value }));
    },
    /** Marks a field as visited (on blur), so its error may show. */
    touch(field: keyof Values) {
      setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
    },
    /** The rule a field breaks, once it may be shown. */
    errorOf(field: keyof Values): RuleKey | undefined {
      return submitted || touched[field] ? errors[field] : undefined;
    },
    /** Shows every error, then calls `onValid` with the values when none is left. */
    submit(event: FormEvent<HTMLFormElement>, onValid: (values: Values) => void) {
      event.preventDefault();
      const form = event.currentTarget;
      flushSync(() => setSubmitted(true));
      if (Object.values(errors).some(Boolean)) {
        const invalid = form.querySelector('[aria-invalid="true"], [data-invalid="true"]');
        const focusable = invalid?.matches('input, button, textarea')
          ? invalid
          : invalid?.querySelector('input, button, textarea');
        if (focusable instanceof HTMLElement) focusable.focus();
        return;
      }
      onValid(values);
    },
  };
}

/** The message for a rule key, from the translated messages a form was given. */
export function messageFor<Key extends RuleKey>(
  messages: Partial<Record<Key, string>>,
  key: RuleKey | undefined,
): string | undefined {
  return key ? messages[key as Key] : undefined;
}
