import { Button, ChevronLeftIcon, EmptyState, SparklesIcon, Spinner } from '@heartline/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { loadComments } from './dynamicComments';
import { loadDynamic, useDynamics } from './dynamics';
import { DynamicComments } from './DynamicComments';
import { DynamicDialogs } from './DynamicDialogs';
import { DynamicItem } from './DynamicItem';
import * as styles from './DynamicsPage.css';
import { PageHeader } from './PageHeader';
import { useDynamicsLabels } from './useDynamicsLabels';

/** /dynamic/:id: one dynamic with its comments and replies. */
export default function DynamicDetailPage() {
  const { t } = useTranslation('dynamics');
  const { t: common } = useTranslation();
  const title = usePageTitle('dynamicDetail');
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { card } = useDynamicsLabels();
  const { detail } = useDynamics();
  const comments = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!valid) return;
    void loadDynamic(id);
    void loadComments(id);
  }, [id, valid]);

  const dynamic = detail.id === id ? detail.dynamic : null;
  const status = !valid ? 'missing' : detail.id === id ? detail.status : 'loading';
  // Back where the member came from; a link opened directly goes to the square.
  const back = () => (location.key === 'default' ? navigate('/dynamicSquare') : navigate(-1));

  return (
    <div className={styles.page}>
      <Button
        variant="ghost"
        size="small"
        icon={<ChevronLeftIcon />}
        className={styles.back}
        onClick={back}
      >
        {t('detail.back')}
      </Button>
      <PageHeader title={title} />
      {dynamic ? (
        <>
          <section aria-labelledby="dynamic-detail-author">
            <h2 id="dynamic-detail-author" className={styles.visuallyHidden}>
              {t('detail.by', { name: dynamic.user.nickname })}
            </h2>
            <DynamicItem
              dynamic={dynamic}
              labels={card}
              onComment={() => comments.current?.querySelector('textarea')?.focus()}
            />
          </section>
          <DynamicComments dynamicId={id} ref={comments} />
        </>
      ) : status === 'missing' ? (
        <EmptyState
          className={styles.panel}
          headingLevel={2}
          icon={<SparklesIcon />}
          title={t('detail.missingTitle')}
          description={t('detail.missingDescription')}
          action={
            <Button variant="secondary" onClick={() => navigate('/dynamicSquare')}>
              {t('detail.toSquare')}
            </Button>
          }
        />
      ) : status === 'failed' ? (
        <div className={styles.panel} role="alert">
          <p>{t('detail.failed')}</p>
          <Button variant="secondary" onClick={() => void loadDynamic(id)}>
            {common('errors.retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.panel}>
          <Spinner size="large" label={t('detail.loading')} />
        </div>
      )}
      <DynamicDialogs onDeleted={() => navigate('/myspace', { replace: true })} />
    </div>
  );
}
