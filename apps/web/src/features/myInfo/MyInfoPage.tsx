import { ChevronRightIcon, SettingsIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { AppSideBar } from '../../layout/AppSideBar';
import { AppSideMenu } from '../../layout/AppSideMenu';
import { useIsWide } from '../../layout/useIsWide';
import * as styles from './MyInfoPage.css';

/**
 * /myInfo, the bottom tab bar's "Me": on narrow screens the side bar's card (coins, translation
 * characters, the six buttons) and the side menu's links. The wide layout shows both beside the
 * page already, so there the page keeps only what they lack.
 */
export default function MyInfoPage() {
  const { t } = useTranslation();
  const title = usePageTitle('myInfo');
  const wide = useIsWide();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {!wide && (
        <>
          <AppSideBar wide={false} />
          <AppSideMenu />
        </>
      )}
      {/* Narrow screens have it in the side menu above. */}
      {wide && (
        <Link to="/settings" className={styles.settings}>
          <SettingsIcon aria-hidden="true" />
          <span>{t('myInfo.settings')}</span>
          <ChevronRightIcon aria-hidden="true" className={styles.chevron} />
        </Link>
      )}
    </div>
  );
}
