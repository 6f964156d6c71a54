import type {
  ModerationAuditLogLabels,
  ModerationCaseLabels,
  ModerationQueueLabels,
  PhotoVerificationReviewLabels,
} from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useCardLabels } from '../../i18n/cardLabels';
import { useGestureNames } from '../photoVerification';

const hour = 3600;

/** The action names, in the interface language. */
function useActionNames() {
  const { t } = useTranslation('moderation');
  return {
    dismiss: t('actions.dismiss'),
    removeContent: t('actions.removeContent'),
    warn: t('actions.warn'),
    suspend: t('actions.suspend'),
    ban: t('actions.ban'),
    approvePhotoVerification: t('actions.approvePhotoVerification'),
    refusePhotoVerification: t('actions.refusePhotoVerification'),
  };
}

/** How long something waited: in minutes, hours (up to two days) or days. */
function useWaited(): (seconds: number) => string {
  const { t } = useTranslation('moderation');
  return (seconds) =>
    seconds < hour
      ? t('queue.waitedMinutes', { minutes: Math.max(1, Math.floor(seconds / 60)) })
      : seconds < 48 * hour
        ? t('queue.waitedHours', { hours: Math.floor(seconds / hour) })
        : t('queue.waitedDays', { days: Math.floor(seconds / (24 * hour)) });
}

/** The queue's texts. */
export function useQueueLabels(state: 'open' | 'handled'): ModerationQueueLabels {
  const { t } = useTranslation('moderation');
  return {
    title: t(state === 'open' ? 'queue.open' : 'queue.handled'),
    // The component fills in {name} itself.
    reporter: t('queue.reporter', { name: '{name}' }),
    waited: useWaited(),
    empty: t(state === 'open' ? 'queue.empty' : 'queue.handledEmpty'),
    emptyDescription: state === 'open' ? t('queue.emptyDescription') : undefined,
    loading: t('queue.loading'),
    loadMore: t('queue.loadMore'),
  };
}

export function useCaseLabels(): ModerationCaseLabels {
  const { t } = useTranslation('moderation');
  const cardLabels = useCardLabels();
  return {
    ...cardLabels,
    // The component fills in the {placeholders} itself.
    title: t('case.title', { id: '{id}' }),
    reportedAt: t('case.reportedAt', { time: '{time}' }),
    notes: t('case.notes'),
    noNotes: t('case.noNotes'),
    screenshots: t('case.screenshots'),
    screenshot: t('case.screenshot', { number: '{number}' }),
    reporter: t('case.reporter'),
    reported: t('case.reported'),
    introduction: t('case.introduction'),
    noIntroduction: t('case.noIntroduction'),
    dynamics: t('case.dynamics'),
    noDynamics: t('case.noDynamics'),
    deleted: t('case.deleted'),
    messages: t('case.messages'),
    noMessages: t('case.noMessages'),
    picture: t('case.picture'),
    customMessage: t('case.customMessage', { type: '{type}' }),
    history: t('case.history'),
    noHistory: t('case.noHistory'),
    historyDays: t('case.historyDays', { days: '{days}' }),
    actions: useActionNames(),
    handled: t('case.handled', { action: '{action}', time: '{time}' }),
    form: t('form.title'),
    action: t('form.action'),
    days: t('form.days'),
    daysHint: t('form.daysHint'),
    dynamic: t('form.dynamic'),
    dynamicPlaceholder: t('form.dynamicPlaceholder'),
    reason: t('form.reason'),
    reasonHint: t('form.reasonHint'),
    submit: t('form.submit'),
    actionRequired: t('form.actionRequired'),
    daysInvalid: t('form.daysInvalid'),
    dynamicRequired: t('form.dynamicRequired'),
    reasonRequired: t('form.reasonRequired'),
  };
}

export function useAuditLabels(): ModerationAuditLogLabels {
  const { t } = useTranslation('moderation');
  return {
    title: t('audit.title'),
    time: t('audit.time'),
    operator: t('audit.operator'),
    action: t('audit.action'),
    target: t('audit.target'),
    days: t('audit.days'),
    reason: t('audit.reason'),
    actions: useActionNames(),
    empty: t('audit.empty'),
    loading: t('audit.loading'),
    loadMore: t('audit.loadMore'),
  };
}

/** The photo verification tab's texts (the component fills in {name}, {time}, {number}). */
export function usePhotoVerificationReviewLabels(): PhotoVerificationReviewLabels {
  const { t } = useTranslation('photoVerification');
  return {
    title: t('console.title'),
    account: t('console.account', { account: '{account}' }),
    waited: useWaited(),
    empty: t('console.empty'),
    emptyDescription: t('console.emptyDescription'),
    loading: t('console.loading'),
    pick: t('console.pick'),
    back: t('console.back'),
    caseTitle: t('console.caseTitle', { name: '{name}' }),
    submittedAt: t('console.submittedAt', { time: '{time}' }),
    selfie: t('console.selfie'),
    selfieAlt: t('console.selfieAlt', { name: '{name}' }),
    gestureAsked: t('console.gestureAsked'),
    profilePhotos: t('console.profilePhotos'),
    noPhotos: t('console.noPhotos'),
    avatar: t('console.avatar'),
    photo: t('console.photo', { number: '{number}' }),
    decision: t('console.decision'),
    approve: t('console.approve'),
    refuse: t('console.refuse'),
    reason: t('console.reason'),
    reasonHint: t('console.reasonHint'),
    reasonRequired: t('console.reasonRequired'),
    gestures: useGestureNames(),
  };
}
