import type { ProfileFormLabels } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { COUNTER } from '../../i18n/counter';

/** The ProfileForm's texts and the spec's rule messages, in the interface language. */
export function useProfileFormLabels(): ProfileFormLabels {
  const { t } = useTranslation('profile');
  return {
    basics: t('edit.form.basics'),
    about: t('edit.form.about'),
    nickname: t('edit.form.nickname'),
    birthday: t('edit.form.birthday'),
    height: t('edit.form.height'),
    weight: t('edit.form.weight'),
    heightUnit: t('edit.form.heightUnit'),
    weightUnit: t('edit.form.weightUnit'),
    occupation: t('edit.form.occupation'),
    occupationHint: t('edit.form.occupationHint'),
    region: t('edit.form.region'),
    choose: t('edit.form.choose'),
    signature: t('edit.form.signature'),
    signatureHint: t('edit.form.signatureHint'),
    introduction: t('edit.form.introduction'),
    introductionHint: t('edit.form.introductionHint'),
    counter: COUNTER,
    hobbies: t('edit.form.hobbies'),
    hobbiesHint: t('edit.form.hobbiesHint'),
    submit: t('edit.form.submit'),
    cancel: t('edit.form.cancel'),
    saved: t('edit.form.saved'),
    messages: {
      nicknameRequired: t('edit.messages.nicknameRequired'),
      occupationRequired: t('edit.messages.occupationRequired'),
      heightRequired: t('edit.messages.heightRequired'),
      weightRequired: t('edit.messages.weightRequired'),
      birthdayPast: t('edit.messages.birthdayPast'),
      hobbiesMin: t('edit.messages.hobbiesMin'),
      hobbiesMax: t('edit.messages.hobbiesMax'),
    },
  };
}
