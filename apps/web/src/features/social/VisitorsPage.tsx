import { Tabs } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { LikesSection } from './LikesSection';
import { ListPage } from '../../layout/ListPage';
import * as styles from '../../layout/ListPage.css';
import { VisitorsSection } from './VisitorsSection';

/**
 * /visitors, the side menu's "Visitors": who visited my profile, and who liked my dynamics
 * (an SVIP privilege: the others are offered the upgrade). `?tab=likes` opens the second tab.
 */
export default function VisitorsPage() {
  const { t } = useTranslation('social');
  const title = usePageTitle('visitors');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'likes' ? 'likes' : 'visitors';
  return (
    <ListPage title={title} subtitle={t('visitors.subtitle')}>
      <Tabs
        label={t('visitors.tabs')}
        value={tab}
        onValueChange={({ value }) =>
          setParams(value === 'likes' ? { tab: 'likes' } : {}, { replace: true })
        }
        items={[
          { value: 'visitors', label: t('visitors.visitorsTab'), content: <VisitorsSection /> },
          {
            value: 'likes',
            label: t('visitors.likesTab'),
            content: (
              <div className={styles.section}>
                <LikesSection />
              </div>
            ),
          },
        ]}
      />
    </ListPage>
  );
}
