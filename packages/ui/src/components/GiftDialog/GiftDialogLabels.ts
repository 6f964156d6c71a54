/** The gift dialog's texts, translated. */
export type GiftDialogLabels = {
  /** The gift grid's name ("Gifts"). */
  gifts: string;
  /** The quantity field ("Quantity"). */
  quantity: string;
  /** "Fewer". */
  decrease: string;
  /** "More". */
  increase: string;
  /** Before the cost ("Total"). */
  total: string;
  /** Free gifts used by this gift, with a `{count}` placeholder ("{count} free"). */
  freeUsed: string;
  /** Before the balance ("Your balance"). */
  balance: string;
  /** When the cost is more than the balance ("Not enough gold coins for this gift"). */
  insufficient: string;
  /** The recharge button ("Recharge coins"). */
  recharge: string;
  /** "Give". */
  give: string;
  /** "Cancel". */
  cancel: string;
  /** The close button ("Close"). */
  close: string;
  /** Said while the gifts load ("Loading gifts"). */
  loading: string;
  /** When no gift is on offer ("No gifts on offer right now"). */
  emptyTitle: string;
  /** What to do then ("Check back soon."). */
  emptyDescription: string;
};
