import { Footer } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { staticPageHref, staticPages } from '../../static-pages/staticPageLinks';
import { useLanguage } from '../stores/language';

/** The footer's static pages, in the current language (spec section 1). */
export function AppFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { current } = useLanguage();
  return (
    <Footer
      className={className}
      label={t('footer.label')}
      tagline={t('app.tagline')}
      links={staticPages.map((page) => ({
        key: page,
        label: t(`footer.${page}`),
        href: staticPageHref(current, page),
      }))}
      note={t('footer.copyright', { year: new Date().getFullYear() })}
    />
  );
}
