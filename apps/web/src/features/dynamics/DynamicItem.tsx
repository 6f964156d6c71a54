import { DynamicCard, type DynamicCardLabels } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Snapshot } from 'valtio';
import { formatDate } from '../../i18n/formatDate';
import { useAppNavigate } from '../../layout/useAppNavigate';
import {
  askDeleteDynamic,
  openImage,
  revealBurn,
  setTop,
  toggleLike,
  translateDynamic,
  translationKey,
  useDynamics,
  type Dynamic,
} from './dynamics';
import { useSession } from '../../stores/session';
import { useTranslationAvailable } from '../../stores/translationAvailability';

type DynamicItemProps = {
  dynamic: Snapshot<Dynamic>;
  labels: DynamicCardLabels;
  /** On its own page the comment button goes to the comment box instead of opening it. */
  onComment?: () => void;
};

/**
 * One dynamic wired to the stores: like, comments (its detail page), the author's profile, the
 * images (preview, or burn after reading), the paid translation into the interface language
 * (shown under the original) of others' dynamics, and for my own pin and delete.
 */
export function DynamicItem({ dynamic, labels, onComment }: DynamicItemProps) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const onNavigate = useAppNavigate();
  const { me } = useSession();
  const { revealing, translations, translating } = useDynamics();
  const own = me !== null && me.id === dynamic.user.id;
  const translatable = useTranslationAvailable() && !own;

  return (
    <DynamicCard
      dynamic={{ ...dynamic, images: [...dynamic.images] }}
      own={own}
      labels={labels}
      timeLabel={formatDate(dynamic.createTime)}
      locale={i18n.language}
      profileHref={own ? '/profile' : `/profile/${dynamic.user.id}`}
      onNavigate={onNavigate}
      revealingBurn={revealing.includes(dynamic.id)}
      translation={translations[translationKey(dynamic.id, i18n.language)]}
      translating={translating.includes(dynamic.id)}
      onLike={({ dynamicId, like }) => void toggleLike(dynamicId, like)}
      onComment={({ dynamicId }) => (onComment ? onComment() : navigate(`/dynamic/${dynamicId}`))}
      onTranslate={translatable ? ({ dynamicId }) => void translateDynamic(dynamicId) : undefined}
      onRevealBurn={({ dynamicId }) => void revealBurn(dynamicId)}
      onOpenImage={({ dynamicId, index }) => openImage(dynamicId, index)}
      onDelete={own ? ({ dynamicId }) => askDeleteDynamic(dynamicId) : undefined}
      onPin={own ? ({ dynamicId, top }) => void setTop(dynamicId, top) : undefined}
    />
  );
}
