import type { ReactNode } from 'react';
import { Button } from '../../private/Button';
import { BalanceLine } from '../../private/BalanceLine';
import { CoinIcon } from '../../private/icons';
import { Modal } from '../../private/Modal';
import { useStateWhileOpen } from '../../private/Modal/useStateWhileOpen';
import { TextField } from '../../private/TextField';
import * as styles from './RedPacketDialog.css';
import { RedPacketDialogAmount } from './RedPacketDialogAmount';
import type { RedPacketDialogLabels } from './RedPacketDialogLabels';
import { redPacketAmount, redPacketPresets } from './redPacketAmount';

export type RedPacketDialogProps = {
  /** Shows the dialog. */
  open: boolean;
  /** The title, translated, naming the recipient ("Send Mia a red packet"). */
  title: ReactNode;
  /** A line under the title, translated ("The coins reach Mia at once."). */
  description?: ReactNode;
  /** The texts, translated. */
  labels: RedPacketDialogLabels;
  /** The sender's gold coins. */
  balance: number;
  /** The preset amounts (the product's 10, 50 and 100 coins). */
  presets?: readonly number[];
  /** The preset chosen when the dialog opens; none unless given. */
  defaultAmount?: number;
  /** Formats the coin amounts for this locale; the browser's language unless given. */
  locale?: string;
  /** The longest greeting (the API's 100 characters). */
  noteMaxLength?: number;
  /** The red packet is being sent: the button spins, nothing can be changed or closed. */
  pending?: boolean;
  /** Why the last send failed, translated. */
  error?: ReactNode;
  /** Called with the amount in coins and the greeting (trimmed, maybe empty). */
  onSend: (packet: { amount: number; note: string }) => void;
  /** Called on Cancel, the close button, Escape or a click outside. */
  onCancel: () => void;
  /** Called on the recharge button shown when the balance is short; no button without it. */
  onRecharge?: () => void;
};

/** A red packet for the chat partner: a preset or typed amount of gold coins and a greeting. */
export function RedPacketDialog({
  open,
  title,
  description,
  labels,
  balance,
  presets = redPacketPresets,
  defaultAmount,
  locale,
  noteMaxLength = 100,
  pending = false,
  error,
  onSend,
  onCancel,
  onRecharge,
}: RedPacketDialogProps) {
  const [form, setForm] = useStateWhileOpen(open, {
    preset: defaultAmount ?? null,
    typed: '',
    note: '',
  });
  const { preset, typed, note } = form;
  const { amount, invalid } = redPacketAmount(preset, typed);
  const short = amount !== null && amount > balance;

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      closeLabel={labels.close}
      size="small"
      dismissible={!pending}
      illustration={
        <span className={styles.packet} aria-hidden="true">
          <CoinIcon className={styles.packetSeal} />
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {labels.cancel}
          </Button>
          <Button
            disabled={amount === null || short}
            loading={pending}
            onClick={() => amount !== null && onSend({ amount, note: note.trim() })}
          >
            {labels.send}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <RedPacketDialogAmount
          presets={presets}
          preset={preset}
          typed={typed}
          invalid={invalid}
          disabled={pending}
          locale={locale}
          labels={labels}
          onPreset={(next) => setForm({ ...form, preset: next, typed: '' })}
          onType={(next) => setForm({ ...form, typed: next })}
        />
        <TextField
          label={labels.note}
          placeholder={labels.notePlaceholder}
          value={note}
          maxLength={noteMaxLength}
          onChange={(event) => setForm({ ...form, note: event.target.value })}
          readOnly={pending}
        />
        <BalanceLine
          balance={balance}
          locale={locale}
          short={short}
          labels={labels}
          onRecharge={onRecharge}
        />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
