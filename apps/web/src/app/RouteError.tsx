import { isHeartlineError } from '@heartline/sdk';
import { AlertIcon, Button, EmptyState, InfoIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { describeError } from './describeError';
import * as styles from './RouteError.css';

/**
 * What a failed page shows: the Forbidden notice for HTTP 403, the maintenance notice for a
 * server without a message, or the failure's own words, with a way on.
 */
export function RouteError({ error, inFrame = false }: { error: unknown; inFrame?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!isHeartlineError(error)) console.error(error);

  const described = isHeartlineError(error) ? describeError(error) : null;
  const title = described ? described.title : t('errors.pageTitle');
  const description = described?.description ?? (described ? undefined : t('errors.unknown'));

  // Inside the layout the page's <main> is already there.
  const Wrapper = inFrame ? 'div' : 'main';
  return (
    <Wrapper className={inFrame ? undefined : styles.errorPage}>
      <div className={styles.root}>
        <EmptyState
          headingLevel={2}
          icon={described?.kind === 'maintenance' ? <InfoIcon /> : <AlertIcon />}
          title={title}
          description={description}
          action={
            <div className={styles.actions}>
              <Button variant="primary" onClick={() => window.location.reload()}>
                {t('errors.retry')}
              </Button>
              <Button variant="secondary" onClick={() => navigate('/encounter')}>
                {t('errors.backHome')}
              </Button>
            </div>
          }
        />
      </div>
    </Wrapper>
  );
}
