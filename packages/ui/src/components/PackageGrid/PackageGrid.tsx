import { RadioGroup } from 'radix-ui';
import { useId, useRef, useState, type HTMLAttributes } from 'react';
import { rules } from '../../private/forms';
import { fillLabel, formatCount, formatPrice } from '../../private/format';
import { CoinIcon } from '../../private/icons';
import { TextField } from '../../private/TextField';
import { cx } from '../../utils/cx';
import * as styles from './PackageGrid.css';
import { PackageGridCards } from './PackageGridCard';
import { PackageGridFooter } from './PackageGridFooter';
import type { PackageGridKind, PackageGridLabels, PackagePurchase } from './packageTypes';

export type PackageGridProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** Which account tab: coin packages (paid in money), translation or VIP/SVIP packages. */
  kind: PackageGridKind['kind'];
  /** The list of that kind (/coin/list, /translate/list or /vip/list), cheapest first. */
  packages: PackageGridKind['packages'];
  /** The member's coins now. */
  balance: number;
  /** Every text, translated (see PackageGridLabels). */
  labels: PackageGridLabels;
  /** Called with the chosen package, or (coins) a custom amount that passed its rule. */
  onBuy: (purchase: PackagePurchase) => void;
  /** Called from the insufficient-coins hint (the app opens the coins tab). */
  onRecharge?: () => void;
  /** The purchase is running: the buy button spins. */
  pending?: boolean;
  /** The package chosen at first; the first one unless given. */
  defaultSelectedId?: number;
  /** Formats numbers and prices for this locale. */
  locale?: string;
  /** Coins: what one custom coin costs (the spec's 1 USD). */
  customCoinPrice?: { amount: number; currency: string };
};

/** The packages of one account tab (coins, translation or VIP): choose one, see the total, buy. */
export function PackageGrid({
  balance,
  labels,
  onBuy,
  onRecharge,
  pending = false,
  defaultSelectedId,
  locale,
  customCoinPrice = { amount: 1, currency: 'USD' },
  className,
  ...rest
}: PackageGridProps) {
  const { kind, packages, ...root } = rest;
  const grid = { kind, packages } as PackageGridKind;
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState(String(defaultSelectedId ?? grid.packages[0]?.id ?? ''));
  const [amount, setAmount] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const custom = grid.kind === 'coins' && selected === 'custom';
  const amountRule = custom ? rules.amount(amount) : undefined;

  let total = '';
  let missing = 0;
  if (custom) {
    if (!amountRule) {
      const price = Number(amount) * customCoinPrice.amount;
      total = formatPrice(price, customCoinPrice.currency, locale);
    }
  } else if (grid.kind === 'coins') {
    const pack = grid.packages.find((entry) => String(entry.id) === selected);
    if (pack) total = formatPrice(pack.price, pack.currency, locale);
  } else {
    const pack = grid.packages.find((entry) => String(entry.id) === selected);
    if (pack) {
      total = fillLabel(labels.coinPrice, { count: formatCount(pack.goldCoin, { locale }) });
      missing = pack.goldCoin - balance;
    }
  }

  const buy = () => {
    if (!custom) return onBuy({ packageId: Number(selected) });
    if (!amountRule) return onBuy({ amount: Number(amount) });
    setAmountTouched(true);
    amountRef.current?.focus();
  };

  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`} {...root}>
      <h2 id={`${id}-title`} className={styles.title}>
        {labels.title}
      </h2>
      <RadioGroup.Root
        className={styles.grid[grid.kind]}
        aria-labelledby={`${id}-title`}
        value={selected}
        onValueChange={setSelected}
      >
        <PackageGridCards grid={grid} labels={labels} locale={locale} />
      </RadioGroup.Root>
      {custom && (
        <TextField
          ref={amountRef}
          className={styles.amountField}
          label={labels.customAmountField ?? ''}
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(/\s/g, ''))}
          onBlur={() => setAmountTouched(true)}
          startAdornment={<CoinIcon />}
          hint={fillLabel(labels.customAmountHint ?? '', {
            price: formatPrice(customCoinPrice.amount, customCoinPrice.currency, locale),
          })}
          error={amountTouched && amountRule ? labels.amountFormat : undefined}
        />
      )}
      <PackageGridFooter
        labels={labels}
        balance={balance}
        total={total}
        missing={missing}
        gold={grid.kind === 'coins'}
        disabled={!total && !custom}
        pending={pending}
        locale={locale}
        onBuy={buy}
        onRecharge={onRecharge}
      />
    </section>
  );
}
