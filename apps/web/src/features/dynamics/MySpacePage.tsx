import { Button, EditIcon, PlusIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { DynamicDialogs } from './DynamicDialogs';
import { DynamicFeed } from './DynamicFeed';
import * as styles from './DynamicsPage.css';
import { PageHeader } from './PageHeader';

/** /myspace: my dynamics, the pinned one first; each can be pinned, unpinned or deleted. */
export default function MySpacePage() {
  const { t } = useTranslation('dynamics');
  const title = usePageTitle('myspace');
  const navigate = useNavigate();
  const publish = () => navigate('/dynamic/publish', { state: { from: '/myspace' } });

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        intro={t('mySpace.intro')}
        actions={
          <Button icon={<PlusIcon />} onClick={publish}>
            {t('mySpace.publish')}
          </Button>
        }
      />
      <DynamicFeed
        feed="mine"
        label={title}
        empty={{
          title: t('mySpace.emptyTitle'),
          description: t('mySpace.emptyDescription'),
          icon: <EditIcon />,
          action: (
            <Button icon={<PlusIcon />} onClick={publish}>
              {t('mySpace.publish')}
            </Button>
          ),
        }}
      />
      <DynamicDialogs />
    </div>
  );
}
