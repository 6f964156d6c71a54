import { Button, RegisterForm } from '@heartline/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InterfaceLanguage } from '../../i18n/languages';
import { useLanguage } from '../../stores/language';
import {
  finishRegistration,
  loadRegisterChoices,
  resendRegisterCode,
  returnToRegisterStep,
  startRegistration,
  submitRegisterStep,
  useRegistration,
} from './registration';
import * as styles from './RegisterPanel.css';
import { registerLabels } from './registerLabels';
import { RegisterPhotoUpload } from './RegisterPhotoUpload';

/** The chat language a member of this interface language most likely speaks best. */
const spokenLanguageOf = (language: InterfaceLanguage) => (language === 'zh-CN' ? 'zh' : language);

/**
 * /login?mode=register: packages/ui's RegisterForm, its steps moved on by the registration
 * store (code sent, code checked, account created, photo uploaded), then the welcome.
 */
export default function RegisterPanel() {
  const { t } = useTranslation('register');
  const { current } = useLanguage();
  const state = useRegistration();
  const [defaultValues] = useState(() => ({ commonLanguage: spokenLanguageOf(current) }));
  useEffect(() => startRegistration(), []);
  useEffect(() => void loadRegisterChoices(), [current]);

  const uploading = state.uploadProgress !== undefined;
  const doneDescription = uploading
    ? t('descriptions.doneUploading')
    : t(state.photoFailed ? 'descriptions.doneNoPhoto' : 'descriptions.done');
  const { choices } = state;
  const needsChoices = state.step === 'info' || state.step === 'hobbies';

  return (
    <div className={styles.panel}>
      <RegisterForm
        step={state.step}
        labels={registerLabels(t, { description: doneDescription })}
        hobbies={[...choices.hobbies]}
        regions={[...choices.regions]}
        languages={[...choices.languages]}
        heights={[...choices.heights]}
        weights={[...choices.weights]}
        occupations={[...choices.occupations]}
        defaultValues={defaultValues}
        pending={state.pending}
        error={state.error}
        sendingCode={state.sendingCode}
        codeSentAt={state.codeSentAt}
        onSubmitStep={(submission) => void submitRegisterStep(submission)}
        onBack={({ step }) => returnToRegisterStep(step)}
        onResendCode={({ email }) => void resendRegisterCode(email)}
        onFinish={uploading ? undefined : finishRegistration}
      />
      {uploading && <RegisterPhotoUpload percent={state.uploadProgress ?? 0} />}
      {needsChoices && state.choicesStatus === 'failed' && (
        <div className={styles.retry} role="alert">
          <p>{t('choicesFailed')}</p>
          <Button variant="secondary" size="small" onClick={() => void loadRegisterChoices()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.step !== 'done' && (
        <p className={styles.switchLine}>
          {t('haveAccount')}{' '}
          <Link to="/login" className={styles.link}>
            {t('logIn')}
          </Link>
        </p>
      )}
    </div>
  );
}
