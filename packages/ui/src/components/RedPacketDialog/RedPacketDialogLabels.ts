/** The red-packet dialog's texts, translated. */
export type RedPacketDialogLabels = {
  /** The presets' group name ("Amount"). */
  amount: string;
  /** The unit after an amount ("coins"). */
  coins: string;
  /** The typed amount's label ("Or type an amount"). */
  customAmount: string;
  /** Under a typed amount that is not a positive whole number without a leading zero. */
  amountError: string;
  /** The greeting's label ("Greeting"). */
  note: string;
  /** The greeting's placeholder ("Best wishes!"). */
  notePlaceholder: string;
  /** Before the balance ("Your balance"). */
  balance: string;
  /** When the amount is more than the balance ("Not enough gold coins for this red packet"). */
  insufficient: string;
  /** The recharge button ("Recharge"). */
  recharge: string;
  /** "Send". */
  send: string;
  /** "Cancel". */
  cancel: string;
  /** The close button ("Close"). */
  close: string;
};
