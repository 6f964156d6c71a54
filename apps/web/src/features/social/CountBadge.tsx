import { Badge } from '@heartline/ui';
import { useTranslation } from 'react-i18next';

/** How many in all, beside a page's title ("12 in all"); nothing before the first answer. */
export function CountBadge({ count }: { count: number | null }) {
  const { t, i18n } = useTranslation('social');
  if (count === null) return null;
  return (
    <Badge tone="accent">
      {t('list.total', { number: new Intl.NumberFormat(i18n.language).format(count) })}
    </Badge>
  );
}
