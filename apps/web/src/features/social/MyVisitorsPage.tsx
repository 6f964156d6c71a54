import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { ListPage } from '../../layout/ListPage';
import { VisitorsSection } from './VisitorsSection';

/**
 * /myVisitors, the avatar menu's "My visitors": who looked at my profile and when, with a way to
 * say hi back. (The API records visits to my profile; it offers no list of the profiles I
 * visited.)
 */
export default function MyVisitorsPage() {
  const { t } = useTranslation('social');
  const title = usePageTitle('myVisitors');
  return (
    <ListPage title={title} subtitle={t('myVisitors.subtitle')}>
      <VisitorsSection />
    </ListPage>
  );
}
