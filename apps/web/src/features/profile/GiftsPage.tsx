import { Badge, Tabs } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { giftDirections, loadGifts, useGifts, type GiftDirection } from './gifts';
import { GiftRecordList } from './GiftRecordList';
import * as styles from './GiftsPage.css';

function directionOf(tab: string | null): GiftDirection {
  return tab === 'received' ? 'received' : 'sent';
}

/** /gifts: the gifts I sent and the gifts I received (/gifts?tab=received), newest first. */
export default function GiftsPage() {
  const { t, i18n } = useTranslation('gifts');
  const title = usePageTitle('gifts');
  const [params, setParams] = useSearchParams();
  const tab = directionOf(params.get('tab'));
  const lists = useGifts();
  // Gift names come in the interface language: both lists load again when it changes.
  useEffect(() => {
    for (const direction of giftDirections) void loadGifts(direction);
  }, [i18n.language]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <div className={styles.panel}>
        <Tabs
          label={t('tabs.label')}
          value={tab}
          onValueChange={({ value }) =>
            setParams(value === 'sent' ? {} : { tab: value }, { replace: true })
          }
          items={giftDirections.map((direction) => {
            const list = lists[direction];
            return {
              value: direction,
              label: t(`tabs.${direction}`),
              badge:
                list.status === 'ready' && list.total > 0 ? (
                  <Badge tone={direction === tab ? 'accent' : 'neutral'} className={styles.badge}>
                    {list.total}
                  </Badge>
                ) : undefined,
              content: <GiftRecordList direction={direction} />,
            };
          })}
        />
      </div>
    </div>
  );
}
