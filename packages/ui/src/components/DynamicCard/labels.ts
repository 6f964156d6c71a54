/** Every text of a DynamicCard, translated. */
export type DynamicCardLabels = {
  /** Added to the author's avatar name while online ("Online"). */
  online?: string;
  /** The pinned badge ("Pinned"). */
  pinned: string;
  /** The badge on own burn-after-reading dynamics ("Burn after reading"). */
  burnAfterReading: string;
  /** The blurred images' button ("Burn after reading: tap to view"). */
  revealBurn: string;
  /** The placeholder once seen ("Image burned"). */
  burned: string;
  /** Each image's name, with `{index}` and `{count}` ("Photo {index} of {count}"). */
  image: string;
  /** Folding of long texts ("Show more", "Show less"). */
  showMore: string;
  showLess: string;
  /** The like toggle ("Like"). */
  like: string;
  /** The comment button ("Comments"). */
  comments: string;
  /** The translate button ("Translate"). */
  translate: string;
  /** The translation's caption ("Translation"). */
  translation: string;
  /** The menu button and its entries ("More actions", "Delete", "Pin to top", "Unpin", "Report"). */
  more: string;
  delete?: string;
  pin?: string;
  unpin?: string;
  report?: string;
  vip?: string;
  svip?: string;
};
