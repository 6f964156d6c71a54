import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { fillLabel, formatCount, formatPrice } from '../../private/format';
import { CheckIcon, CoinIcon } from '../../private/icons';
import { GiftIcon } from '../../private/icons/dialogIcons';
import { CrownIcon, EditIcon, TranslateIcon } from '../../private/icons/layoutIcons';
import * as styles from './PackageGridCard.css';
import type {
  CoinPackage,
  PackageGridKind,
  PackageGridLabels,
  TranslationPackage,
  VipPackage,
} from './packageTypes';

type CardProps = { value: string; tone?: 'accent' | 'gold' | 'plum'; children: ReactNode };

/** One choosable package: a Radix radio, so arrows move and Space chooses. */
function PackageGridCard({ value, tone = 'accent', children }: CardProps) {
  return (
    <RadioGroup.Item value={value} className={styles.card[tone]}>
      {children}
      <RadioGroup.Indicator className={styles.checkmark}>
        <CheckIcon />
      </RadioGroup.Indicator>
    </RadioGroup.Item>
  );
}

type Format = { labels: PackageGridLabels; locale?: string };

/** The cards of one kind of package, plus the custom amount for coins. */
export function PackageGridCards({ grid, ...format }: Format & { grid: PackageGridKind }) {
  if (grid.kind === 'translation') {
    return grid.packages.map((pack) => (
      <PackageGridCard key={pack.id} value={String(pack.id)}>
        <TranslationPackageContent pack={pack} {...format} />
      </PackageGridCard>
    ));
  }
  if (grid.kind === 'vip') {
    return grid.packages.map((pack) => (
      <PackageGridCard
        key={pack.id}
        value={String(pack.id)}
        tone={pack.vipLevel === 2 ? 'plum' : 'gold'}
      >
        <VipPackageContent pack={pack} {...format} />
      </PackageGridCard>
    ));
  }
  return (
    <>
      {grid.packages.map((pack) => (
        <PackageGridCard key={pack.id} value={String(pack.id)} tone="gold">
          <CoinPackageContent pack={pack} {...format} />
        </PackageGridCard>
      ))}
      {format.labels.customAmount && (
        <PackageGridCard value="custom" tone="gold">
          <span className={styles.iconArt}>
            <EditIcon />
          </span>
          <span className={styles.customTitle}>{format.labels.customAmount}</span>
        </PackageGridCard>
      )}
    </>
  );
}

function CoinPackageContent({ pack, labels, locale }: Format & { pack: CoinPackage }) {
  return (
    <>
      <CoinIcon className={styles.coinArt} />
      <span className={styles.figure}>{formatCount(pack.goldCoin, { locale })}</span>
      <span className={styles.unit}>{labels.coinsUnit}</span>
      <span className={styles.price}>{formatPrice(pack.price, pack.currency, locale)}</span>
    </>
  );
}

function TranslationPackageContent({
  pack,
  labels,
  locale,
}: Format & { pack: TranslationPackage }) {
  return (
    <>
      <span className={styles.iconArt}>
        <TranslateIcon />
      </span>
      <span className={styles.figure}>{formatCount(pack.characters, { locale })}</span>
      <span className={styles.unit}>{labels.charactersUnit}</span>
      <CoinPrice amount={pack.goldCoin} labels={labels} locale={locale} />
    </>
  );
}

function VipPackageContent({ pack, labels, locale }: Format & { pack: VipPackage }) {
  const { vipCharacter, freeGifts, blurViews } = pack.giftBag;
  const count = (value: number) => formatCount(value, { locale });
  const gifts = [
    vipCharacter > 0 && fillLabel(labels.giftCharacters ?? '', { count: count(vipCharacter) }),
    freeGifts === -1
      ? labels.giftUnlimitedGifts
      : freeGifts > 0 && fillLabel(labels.giftFreeGifts ?? '', { count: count(freeGifts) }),
    blurViews > 0 && fillLabel(labels.giftBlurViews ?? '', { count: count(blurViews) }),
  ].filter((line): line is string => Boolean(line));
  return (
    <>
      <span className={styles.vipHeader}>
        <span className={styles.crown[pack.vipLevel]} aria-hidden="true">
          <CrownIcon />
        </span>
        <span className={styles.vipName}>{pack.name}</span>
      </span>
      <CoinPrice amount={pack.goldCoin} labels={labels} locale={locale} large />
      {pack.months > 1 && labels.perMonth && (
        <span className={styles.perMonth}>
          {fillLabel(labels.perMonth, { count: count(Math.round(pack.goldCoin / pack.months)) })}
        </span>
      )}
      <span className={styles.gifts}>
        {gifts.map((line) => (
          <span key={line} className={styles.gift}>
            <GiftIcon className={styles.giftIcon} />
            {line}
          </span>
        ))}
      </span>
    </>
  );
}

function CoinPrice({
  amount,
  large,
  labels,
  locale,
}: Format & { amount: number; large?: boolean }) {
  return (
    <span className={large ? styles.coinPriceLarge : styles.coinPrice}>
      <CoinIcon />
      {fillLabel(labels.coinPrice, { count: formatCount(amount, { locale }) })}
    </span>
  );
}
