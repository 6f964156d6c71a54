import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './RegisterForm.css';
import { CodeStep, EmailStep, PasswordStep } from './RegisterFormAccount';
import { AvatarStep } from './RegisterFormAvatar';
import { DoneStep, HobbiesStep } from './RegisterFormFinish';
import { InfoStep } from './RegisterFormInfo';
import { RegisterFormProgress } from './RegisterFormProgress';
import {
  registerSteps,
  type RegisterChoices,
  type RegisterFormLabels,
  type RegisterStep,
  type RegisterStepSubmission,
  type RegisterValues,
} from './registerTypes';
import type { StepProps } from './stepProps';

export type RegisterFormProps = Omit<HTMLAttributes<HTMLDivElement>, 'onSubmit'> &
  RegisterChoices & {
    /** The step shown; the owner moves it when a step's call succeeds (or on Back). */
    step: RegisterStep;
    /** Called with a step's values once they pass its rules (send the code, check it, register…). */
    onSubmitStep: (submission: RegisterStepSubmission) => void;
    /** Called with the step to return to. */
    onBack: (change: { step: RegisterStep }) => void;
    /** Called from the code step's resend button. */
    onResendCode: (change: { email: string }) => void;
    /** Called from the done step's button (the app opens /encounter). */
    onFinish?: () => void;
    /** Every text and rule message, translated. */
    labels: RegisterFormLabels;
    /** The current step's call is running: its Next button spins. */
    pending?: boolean;
    /** The server's answer to the current step, translated ("This e-mail is already registered"). */
    error?: string;
    /** A code is being resent. */
    sendingCode?: boolean;
    /** When the last code went out (ms): a new value restarts the 60-second countdown. */
    codeSentAt?: number;
    /** Seconds before a new code may be asked for, when the owner keeps the clock. */
    resendIn?: number;
    /** The avatar's upload, 0 to 100, while it runs. */
    uploadProgress?: number;
    /** A picture already chosen (restored after a reload): shown until another is chosen. */
    avatarPreviewUrl?: string;
    /** Values to start from (the e-mail typed on the login page). */
    defaultValues?: Partial<RegisterValues>;
  };

const empty: RegisterValues = {
  email: '',
  code: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  gender: null,
  birthday: '',
  height: null,
  weight: null,
  occupation: '',
  region: '',
  commonLanguage: '',
  avatar: null,
  avatarZoom: 1,
  hobbies: [],
};

const steps = { email: EmailStep, code: CodeStep, password: PasswordStep, info: InfoStep };

/** Registration in steps: e-mail, code, password, personal info, avatar, hobbies, then welcome. */
export function RegisterForm({
  step,
  onSubmitStep,
  onBack,
  onResendCode,
  onFinish,
  labels,
  pending = false,
  error,
  sendingCode = false,
  codeSentAt,
  resendIn,
  uploadProgress,
  avatarPreviewUrl,
  defaultValues,
  className,
  ...rest
}: RegisterFormProps) {
  const { hobbies, regions, languages, heights, weights, occupations, ...root } = rest;
  const [saved, setSaved] = useState<RegisterValues>({ ...empty, ...defaultValues });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step moves focus to its heading, so screen readers start reading there.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const index = registerSteps.indexOf(step as (typeof registerSteps)[number]);
  const stepProps: StepProps = {
    saved,
    labels,
    choices: { hobbies, regions, languages, heights, weights, occupations },
    onSubmit: (submission) => {
      setSaved((current) => ({ ...current, ...submission.values }));
      onSubmitStep(submission);
    },
    onBack: (values) => {
      setSaved((current) => ({ ...current, ...values }));
      const previous = registerSteps[index - 1];
      if (previous) onBack({ step: previous });
    },
    frame: {
      title: labels.titles[step],
      description: labels.descriptions[step],
      headingRef,
      backLabel: labels.back,
      submitLabel: step === 'hobbies' ? labels.finish : labels.next,
      pending,
      error,
    },
    code: { onResend: onResendCode, sending: sendingCode, sentAt: codeSentAt, resendIn },
    uploadProgress,
  };
  const Step = step in steps ? steps[step as keyof typeof steps] : undefined;

  return (
    <div className={cx(styles.root, className)} {...root}>
      <RegisterFormProgress step={step} labels={labels} />
      {Step && <Step {...stepProps} />}
      {step === 'avatar' && <AvatarStep {...stepProps} previewUrl={avatarPreviewUrl} />}
      {step === 'hobbies' && <HobbiesStep {...stepProps} />}
      {step === 'done' && <DoneStep labels={labels} headingRef={headingRef} onFinish={onFinish} />}
    </div>
  );
}
