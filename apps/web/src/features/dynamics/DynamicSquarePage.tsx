import { Button, PlusIcon, Tabs, UsersIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { DynamicDialogs } from './DynamicDialogs';
import { DynamicFeed } from './DynamicFeed';
import * as styles from './DynamicsPage.css';
import { PageHeader } from './PageHeader';

/**
 * /dynamicSquare: everyone's dynamics, and the friends circle (?tab=friends), newest first,
 * with the way to publish one and to my own.
 */
export default function DynamicSquarePage() {
  const { t } = useTranslation('dynamics');
  const title = usePageTitle('dynamicSquare');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'friends' ? 'friends' : 'square';
  const publish = (
    <Button
      icon={<PlusIcon />}
      onClick={() =>
        navigate('/dynamic/publish', {
          state: { from: tab === 'friends' ? '/dynamicSquare?tab=friends' : '/dynamicSquare' },
        })
      }
    >
      {t('square.publish')}
    </Button>
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        intro={t('square.intro')}
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate('/myspace')}>
              {t('square.mySpace')}
            </Button>
            {publish}
          </>
        }
      />
      <Tabs
        label={t('square.tabs')}
        value={tab}
        onValueChange={({ value }) =>
          setParams(value === 'friends' ? { tab: 'friends' } : {}, { replace: true })
        }
        items={[
          {
            value: 'square',
            label: t('square.all'),
            content: (
              <div className={styles.tabPanel}>
                <DynamicFeed
                  feed="square"
                  label={t('square.all')}
                  empty={{
                    title: t('square.emptyTitle'),
                    description: t('square.emptyDescription'),
                    action: publish,
                  }}
                />
              </div>
            ),
          },
          {
            value: 'friends',
            label: t('square.friends'),
            content: (
              <div className={styles.tabPanel}>
                <DynamicFeed
                  feed="friends"
                  label={t('square.friends')}
                  empty={{
                    title: t('square.friendsEmptyTitle'),
                    description: t('square.friendsEmptyDescription'),
                    icon: <UsersIcon />,
                    action: publish,
                  }}
                />
              </div>
            ),
          },
        ]}
      />
      <DynamicDialogs />
    </div>
  );
}
