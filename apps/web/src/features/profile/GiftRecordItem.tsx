import { Avatar, Badge, CoinIcon, HeartIcon } from '@heartline/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../i18n/formatDate';
import type { GiftDirection, GiftRecord } from './gifts';
import * as styles from './GiftsPage.css';

const levels = ['normal', 'vip', 'svip'] as const;

/** One gift: its picture and name, how many, to or from whom, the coins paid and when. */
export function GiftRecordItem({
  record,
  direction,
}: {
  record: GiftRecord;
  direction: GiftDirection;
}) {
  const { t, i18n } = useTranslation('gifts');
  const other = direction === 'sent' ? record.recipient : record.giver;
  const coins = new Intl.NumberFormat(i18n.language).format(record.goldCoin);
  return (
    <li className={styles.item}>
      <GiftPicture src={record.gift.icon} />
      <span className={styles.main}>
        <span className={styles.giftName}>
          {record.name}
          <span className={styles.quantity}>×{record.quantity}</span>
        </span>
        <Link to={`/profile/${other.id}`} className={styles.counterpart}>
          <Avatar
            name={other.nickname}
            src={other.avatar || undefined}
            size="xsmall"
            level={levels[other.vipLevel] ?? 'normal'}
            aria-hidden="true"
          />
          <span className={styles.counterpartName}>
            {t(direction === 'sent' ? 'record.to' : 'record.from', { name: other.nickname })}
          </span>
        </Link>
      </span>
      <span className={styles.figures}>
        {record.goldCoin > 0 ? (
          <span className={styles.coins}>
            <CoinIcon aria-hidden="true" className={styles.coinIcon} />
            {t('record.coins', { coins })}
          </span>
        ) : (
          <Badge tone="gold">{t('record.free')}</Badge>
        )}
        <time dateTime={record.createTime} className={styles.time}>
          {formatDate(record.createTime)}
        </time>
      </span>
    </li>
  );
}

/** The gift's picture; a heart when it cannot load. */
function GiftPicture({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={styles.giftPicture} aria-hidden="true">
      {failed ? (
        <HeartIcon className={styles.giftFallback} />
      ) : (
        <img
          src={src}
          alt=""
          width={36}
          height={36}
          loading="lazy"
          decoding="async"
          className={styles.giftImage}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
