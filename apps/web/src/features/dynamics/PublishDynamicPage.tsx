import { Button, ChevronLeftIcon, DynamicComposer } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import {
  addImages,
  MAX_CONTENT_LENGTH,
  MAX_IMAGES,
  publish,
  removeImage,
  setBurnAfterReading,
  setContent,
  setTopOnPublish,
  useDynamicComposer,
  type ComposerProblem,
} from './dynamicComposer';
import * as styles from './DynamicsPage.css';
import { PageHeader } from './PageHeader';
import { useDynamicsLabels } from './useDynamicsLabels';

/** Where the member came from (my dynamics or the square), to go back there with the new one. */
function returnPath(state: unknown) {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/(myspace|dynamicSquare)\b/.test(from)
    ? from
    : '/dynamicSquare';
}

/**
 * /dynamic/publish: share content, one to nine photos (each uploaded with its progress),
 * burn after reading and pin to top. Published, it is on top of the list the member came from.
 */
export default function PublishDynamicPage() {
  const { t } = useTranslation('dynamics');
  const { t: common } = useTranslation();
  const title = usePageTitle('publishDynamic');
  const navigate = useNavigate();
  const from = returnPath(useLocation().state);
  const { composer: labels } = useDynamicsLabels();
  const draft = useDynamicComposer();

  const message = (problem: ComposerProblem | null) => {
    if (problem === null) return undefined;
    if (problem === 'wrongType') return common('images.wrongType');
    return t(`publish.${problem}`).replace('{max}', String(MAX_CONTENT_LENGTH));
  };

  return (
    <div className={styles.page}>
      <Button
        variant="ghost"
        size="small"
        icon={<ChevronLeftIcon />}
        className={styles.back}
        onClick={() => navigate(from)}
      >
        {t('publish.back')}
      </Button>
      <PageHeader title={title} intro={t('publish.intro')} />
      <DynamicComposer
        content={draft.content}
        images={draft.images.map((image) => ({ ...image }))}
        burnAfterReading={draft.burnAfterReading}
        top={draft.top}
        maxLength={MAX_CONTENT_LENGTH}
        maxImages={MAX_IMAGES}
        pending={draft.publishing}
        error={message(draft.problem)}
        labels={labels}
        onContentChange={({ content }) => setContent(content)}
        onAddImages={({ files }) => addImages(files)}
        onRemoveImage={({ id }) => removeImage(id)}
        onBurnAfterReadingChange={({ burnAfterReading }) => setBurnAfterReading(burnAfterReading)}
        onTopChange={({ top }) => setTopOnPublish(top)}
        onPublish={() => {
          void publish().then((dynamic) => {
            if (dynamic) navigate(from, { replace: true });
          });
        }}
      />
    </div>
  );
}
