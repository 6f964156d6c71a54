import type { ReactNode } from 'react';
import { Badge } from '../../private/Badge';
import { BalanceLine } from '../../private/BalanceLine';
import { Button } from '../../private/Button';
import { GiftIcon } from '../../private/icons/dialogIcons';
import { CrownIcon } from '../../private/icons/layoutIcons';
import { Modal } from '../../private/Modal';
import { useStateWhileOpen } from '../../private/Modal/useStateWhileOpen';
import * as styles from './GiftDialog.css';
import { GiftDialogGrid } from './GiftDialogGrid';
import type { GiftDialogLabels } from './GiftDialogLabels';
import { GiftDialogQuantity } from './GiftDialogQuantity';
import { GiftDialogTotal } from './GiftDialogTotal';
import { giftCost, readQuantity, type Gift } from './giftCost';

export type GiftDialogProps = {
  /** Shows the dialog. */
  open: boolean;
  /** The title, translated, naming the recipient ("Send Mia a gift"). */
  title: ReactNode;
  /** The gifts on offer (/gift/list's records). */
  gifts: readonly Gift[];
  /** The giver's gold coins. */
  balance: number;
  /** Free gifts left this month (`userAccountVo.freeGifts`): -1 unlimited (SVIP), 0 none. */
  freeGifts: number;
  /** 0 normal member, 1 VIP, 2 SVIP: colours the free-gift note. */
  vipLevel: 0 | 1 | 2;
  /** The free-gift note, translated ("5 free gifts left this month", "Unlimited free gifts"). */
  freeGiftsNote?: string;
  /** The texts, translated. */
  labels: GiftDialogLabels;
  /** The gift chosen when the dialog opens. */
  defaultGiftId?: number;
  /** Formats the coin amounts for this locale. */
  locale?: string;
  /** The gifts are loading. */
  loading?: boolean;
  /** The gift is being given: the button spins, nothing can be changed or closed. */
  pending?: boolean;
  /** Why the last gift failed, translated. */
  error?: ReactNode;
  /** Called with the chosen gift and how many. */
  onGive: (gift: { giftId: number; quantity: number }) => void;
  /** Called on Cancel, the close button, Escape or a click outside. */
  onCancel: () => void;
  /** Called on the recharge button shown when the balance is short. */
  onRecharge?: () => void;
};

const noteTone = { 0: 'neutral', 1: 'gold', 2: 'plum' } as const;

/** Gifts for the chat partner: pick one, how many, and see what it costs after free gifts. */
export function GiftDialog({
  open,
  title,
  gifts,
  balance,
  freeGifts,
  vipLevel,
  freeGiftsNote,
  labels,
  defaultGiftId,
  locale,
  loading = false,
  pending = false,
  error,
  onGive,
  onCancel,
  onRecharge,
}: GiftDialogProps) {
  const [form, setForm] = useStateWhileOpen(open, { giftId: defaultGiftId ?? null, text: '1' });
  const gift = gifts.find((candidate) => candidate.id === form.giftId);
  const quantity = readQuantity(form.text);
  const { free, cost } = giftCost(gift?.goldCoin ?? 0, quantity, freeGifts);
  const short = cost > balance;
  const ready = !loading && gifts.length > 0;

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={labels.close}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {labels.cancel}
          </Button>
          <Button
            icon={<GiftIcon />}
            disabled={!gift || short}
            loading={pending}
            onClick={() => gift && onGive({ giftId: gift.id, quantity })}
          >
            {labels.give}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {freeGiftsNote && (
          <Badge tone={noteTone[vipLevel]} icon={<CrownIcon />} className={styles.note}>
            {freeGiftsNote}
          </Badge>
        )}
        <GiftDialogGrid
          gifts={gifts}
          giftId={form.giftId}
          loading={loading}
          disabled={pending}
          locale={locale}
          labels={labels}
          onChoose={(giftId) => setForm({ ...form, giftId })}
        />
        {ready && (
          <>
            <GiftDialogQuantity
              text={form.text}
              disabled={pending}
              labels={labels}
              onChange={(text) => setForm({ ...form, text })}
            />
            <GiftDialogTotal free={free} cost={cost} locale={locale} labels={labels} />
            <BalanceLine
              balance={balance}
              locale={locale}
              short={short}
              labels={labels}
              onRecharge={onRecharge}
            />
          </>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
