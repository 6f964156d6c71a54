import { RadioGroup } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../private/Button';
import { FormError } from '../../private/forms';
import { CheckIcon } from '../../private/icons';
import { SelectField } from '../../private/SelectField';
import { TextField } from '../../private/TextField';
import { moderationActions, type ModerationAction } from '../ModerationAuditLog';
import type { ModerationCaseDynamic } from './ModerationCaseDetails';
import * as styles from './ModerationCaseForm.css';
import type { ModerationCaseLabels } from './ModerationCaseLabels';

/** What the form sends (API `ModerationActRequest`). */
export type ModerationActRequest = {
  complaintId: number;
  action: ModerationAction;
  reason: string;
  days?: number;
  dynamicId?: number;
};

/** The form's values as typed: days and the dynamic's id are the fields' strings. */
export type ModerationActionForm = {
  action: ModerationAction | null;
  days: string;
  dynamicId: string;
  reason: string;
};

export const emptyModerationForm: ModerationActionForm = {
  action: null,
  days: '7',
  dynamicId: '',
  reason: '',
};

const reasonMaxLength = 500;

type FormProps = {
  complaintId: number;
  handled: boolean;
  dynamics: readonly ModerationCaseDynamic[];
  labels: ModerationCaseLabels;
  formatTime: (time: string) => string;
  form?: ModerationActionForm;
  onFormChange?: (form: ModerationActionForm) => void;
  pending: boolean;
  error?: string | null;
  onAct: (request: ModerationActRequest) => void;
};

/** The request the form stands for, or what is wrong with it. */
function check(form: ModerationActionForm, complaintId: number) {
  const days = Number(form.days);
  const errors = {
    action: form.action === null,
    days: form.action === 'suspend' && !(Number.isInteger(days) && days >= 1 && days <= 365),
    dynamicId: form.action === 'removeContent' && form.dynamicId === '',
    reason: form.reason.trim() === '',
  };
  if (Object.values(errors).some(Boolean) || form.action === null) return { errors };
  const request: ModerationActRequest = {
    complaintId,
    action: form.action,
    reason: form.reason.trim(),
  };
  if (form.action === 'suspend') request.days = days;
  if (form.action === 'removeContent') request.dynamicId = Number(form.dynamicId);
  return { errors, request };
}

/** The five actions, days for a suspension, the dynamic to remove, the reason, and submit. */
export function ModerationCaseForm(props: FormProps) {
  const { complaintId, handled, dynamics, labels, formatTime, pending, error, onAct } = props;
  const [ownForm, setOwnForm] = useState(emptyModerationForm);
  const [tried, setTried] = useState(false);
  const form = props.form ?? ownForm;
  const change = (next: Partial<ModerationActionForm>) => {
    const updated = { ...form, ...next };
    setOwnForm(updated);
    props.onFormChange?.(updated);
  };
  const headingId = useId();
  const groupId = useId();
  const reasonId = useId();
  const { errors, request } = check(form, complaintId);
  const shown = tried ? errors : { action: false, days: false, dynamicId: false, reason: false };
  const disabled = handled || pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (request && !disabled) onAct(request);
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h3 id={headingId} className={styles.heading}>
        {labels.form}
      </h3>
      <div className={styles.field}>
        <span id={groupId} className={styles.label}>
          {labels.action}
        </span>
        <RadioGroup.Root
          aria-labelledby={groupId}
          aria-invalid={shown.action || undefined}
          aria-describedby={shown.action ? `${groupId}-error` : undefined}
          required
          className={styles.actions}
          value={form.action}
          onValueChange={(value) => change({ action: value as ModerationAction })}
          disabled={disabled}
        >
          {moderationActions.map((action) => (
            <RadioGroup.Item
              key={action}
              value={action}
              className={styles.action}
              data-tone={action === 'ban' || action === 'suspend' ? 'danger' : undefined}
            >
              <RadioGroup.Indicator className={styles.check}>
                <CheckIcon />
              </RadioGroup.Indicator>
              {labels.actions[action]}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {shown.action && (
          <p id={`${groupId}-error`} className={styles.error}>
            {labels.actionRequired}
          </p>
        )}
      </div>
      {form.action === 'suspend' && (
        <TextField
          label={labels.days}
          hint={labels.daysHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          step={1}
          required
          value={form.days}
          disabled={disabled}
          error={shown.days ? labels.daysInvalid : undefined}
          onChange={(event) => change({ days: event.target.value })}
          className={styles.days}
        />
      )}
      {form.action === 'removeContent' && (
        <SelectField
          label={labels.dynamic}
          placeholder={labels.dynamicPlaceholder}
          required
          disabled={disabled}
          value={form.dynamicId}
          error={shown.dynamicId ? labels.dynamicRequired : undefined}
          onValueChange={({ value }) => change({ dynamicId: value })}
          options={dynamics
            .filter((dynamic) => !dynamic.deleted)
            .map((dynamic) => ({
              value: String(dynamic.id),
              label: `${formatTime(dynamic.createTime)} · ${dynamic.content.slice(0, 60)}`,
            }))}
        />
      )}
      <div className={styles.field}>
        <label htmlFor={reasonId} className={styles.label}>
          {labels.reason}
        </label>
        <textarea
          id={reasonId}
          className={styles.reason}
          rows={3}
          required
          value={form.reason}
          maxLength={reasonMaxLength}
          disabled={disabled && !pending}
          readOnly={pending}
          aria-invalid={shown.reason || undefined}
          aria-describedby={`${reasonId}-hint${shown.reason ? ` ${reasonId}-error` : ''}`}
          onChange={(event) => change({ reason: event.target.value })}
        />
        {shown.reason && (
          <p id={`${reasonId}-error`} className={styles.error}>
            {labels.reasonRequired}
          </p>
        )}
        <span id={`${reasonId}-hint`} className={styles.hint}>
          {labels.reasonHint} {form.reason.length}/{reasonMaxLength}
        </span>
      </div>
      <FormError>{error ?? undefined}</FormError>
      <Button type="submit" variant="primary" loading={pending} disabled={handled}>
        {labels.submit}
      </Button>
    </form>
  );
}
