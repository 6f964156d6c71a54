import type { RegisterFormStepProps } from './RegisterFormStep';
import type {
  RegisterChoices,
  RegisterFormLabels,
  RegisterStepSubmission,
  RegisterValues,
} from './registerTypes';

/** What RegisterForm gives each step. */
export type StepProps = {
  /** The values collected so far (kept when the member goes back and forth). */
  saved: RegisterValues;
  labels: RegisterFormLabels;
  choices: RegisterChoices;
  onSubmit: (submission: RegisterStepSubmission) => void;
  /** Keeps the step's values and goes to the previous step. */
  onBack: (values: Partial<RegisterValues>) => void;
  /** The frame's props that do not change from step to step. */
  frame: Pick<
    RegisterFormStepProps,
    'title' | 'description' | 'headingRef' | 'backLabel' | 'submitLabel' | 'pending' | 'error'
  >;
  /** The code step's resend state. */
  code: {
    onResend: (change: { email: string }) => void;
    sending: boolean;
    /** When the last code went out; the countdown also starts when the code step opens. */
    sentAt?: number;
    resendIn?: number;
  };
  /** The avatar's upload, 0 to 100, while it runs. */
  uploadProgress?: number;
};
