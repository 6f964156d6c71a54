// The package lists of /coin/list, /translate/list and /vip/list (openapi CoinPackage,
// TranslationPackage, VipPackage), so the app passes API data straight in.

/** A gold-coin package, paid in real money. */
export type CoinPackage = {
  id: number;
  /** The coins the package credits. */
  goldCoin: number;
  /** The real-money price in `currency`. */
  price: number;
  currency: string;
  /** The package's name, translated ("100 coins"). */
  label: string;
};

/** A translation package, paid in coins. */
export type TranslationPackage = { id: number; characters: number; goldCoin: number };

/** What a membership package adds (freeGifts -1: unlimited). */
export type VipGiftBag = { vipCharacter: number; freeGifts: number; blurViews: number };

/** A VIP or SVIP membership package, paid in coins. */
export type VipPackage = {
  id: number;
  /** The package's name, translated ("VIP · 3 months"). */
  name: string;
  /** 1 VIP, 2 SVIP. */
  vipLevel: 1 | 2;
  months: number;
  goldCoin: number;
  giftBag: VipGiftBag;
  privileges: string[];
};

/** The three kinds of package list the grid shows. */
export type PackageGridKind =
  | { kind: 'coins'; packages: CoinPackage[] }
  | { kind: 'translation'; packages: TranslationPackage[] }
  | { kind: 'vip'; packages: VipPackage[] };

/** What the buy button asks for: a package, or (coins only) a custom number of coins. */
export type PackagePurchase = { packageId: number } | { amount: number };

export type PackageGridLabels = {
  /** Names the group of packages ("Choose a package"). */
  title: string;
  /** The balance's label ("Your balance"). */
  balance: string;
  /** The total's label ("Total"). */
  total: string;
  /** The buy button ("Buy now"). */
  buy: string;
  /** A price in coins, with {count} ("{count} coins"). */
  coinPrice: string;
  /** Shown when the balance is short, with {count} missing coins ("{count} more coins needed"). */
  insufficient: string;
  /** The recharge button beside that hint ("Recharge"). */
  recharge: string;
  /** Coins: under a package's figure ("coins"). */
  coinsUnit?: string;
  /** Coins: the custom amount card ("Custom"), its field ("Number of coins") and hint. */
  customAmount?: string;
  customAmountField?: string;
  /** Coins: the hint under the field, with {price} ("1 coin = {price}"). */
  customAmountHint?: string;
  /** Coins: the message when the amount is not a positive whole number without leading zero. */
  amountFormat?: string;
  /** Translation: under a package's figure ("characters"). */
  charactersUnit?: string;
  /** VIP: the monthly price of a longer package, with {count} ("{count} coins a month"). */
  perMonth?: string;
  /** VIP: the gift bag lines, with {count}. */
  giftCharacters?: string;
  giftFreeGifts?: string;
  /** VIP: freeGifts -1 ("Unlimited free gifts"). */
  giftUnlimitedGifts?: string;
  giftBlurViews?: string;
};
