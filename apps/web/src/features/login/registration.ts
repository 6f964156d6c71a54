import { isHeartlineError, type Body } from '@heartline/sdk';
import type {
  RegisterChoices,
  RegisterStep,
  RegisterStepSubmission,
  RegisterValues,
} from '@heartline/ui';
import { proxy, useSnapshot } from 'valtio';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { formFailure } from '../../stores/formFailure';
import { notifyFailure } from '../../stores/toasts';
import { registerReset } from '../../stores/resetStores';
import { register, session } from '../../stores/session';

type RegistrationState = {
  /** The step on screen; `done` is the welcome after the account was created. */
  step: RegisterStep;
  /** The current step's call is running (send the code, check it, create the account). */
  pending: boolean;
  /** The server's answer to the current step, in the interface language. */
  error: string | undefined;
  /** A code is being resent from the code step. */
  sendingCode: boolean;
  /** Where and when the last code went (lower case), so going back and on does not resend. */
  codeSentTo: string | null;
  codeSentAt: number | undefined;
  /** The /system lists the personal info and hobbies steps choose from. */
  choices: RegisterChoices;
  choicesStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /**
   * The account exists and the welcome is on screen: the login page stays (rather than leaving
   * for /encounter at once) until the member goes on.
   */
  welcoming: boolean;
  /** The chosen photo's upload, 0 to 100, while it runs (after the account was created). */
  uploadProgress: number | undefined;
  /** The photo could not be set: the welcome says it can be added later. */
  photoFailed: boolean;
};

const noChoices = (): RegisterChoices => ({
  hobbies: [],
  regions: [],
  languages: [],
  heights: [],
  weights: [],
  occupations: [],
});

const initial = (): RegistrationState => ({
  step: 'email',
  pending: false,
  error: undefined,
  sendingCode: false,
  codeSentTo: null,
  codeSentAt: undefined,
  choices: noChoices(),
  choicesStatus: 'idle',
  welcoming: false,
  uploadProgress: undefined,
  photoFailed: false,
});

/** Registration at /login?mode=register: e-mail, code, password, personal info, photo, hobbies. */
export const registration = proxy<RegistrationState>(initial());

/** A code stays valid 5 minutes (decisions.md): within them, Back and Next reuse it. */
const CODE_VALID_MS = 5 * 60_000;

/** The language the lists were loaded in, and the newest call (an older answer is dropped). */
let choicesLanguage: string | null = null;
let choicesCall = 0;

/** Starts afresh when the registration opens; the lists already loaded are kept. */
export function startRegistration() {
  const { choices, choicesStatus } = registration;
  Object.assign(registration, initial(), { choices, choicesStatus });
}

/** Loads the lists the steps choose from, named in the interface language (again on a switch). */
export async function loadRegisterChoices() {
  const language = currentLanguage();
  if (choicesLanguage === language && registration.choicesStatus !== 'failed') return;
  choicesLanguage = language;
  const call = ++choicesCall;
  registration.choicesStatus = 'loading';
  try {
    const [hobbies, regions, languages, heights, weights, occupations] = await Promise.all([
      sdk.system.listHobbies(),
      sdk.system.listRegions(),
      sdk.system.listDialogueLanguages(),
      sdk.system.listHeights(),
      sdk.system.listWeights(),
      sdk.system.listOccupations(),
    ]);
    if (call !== choicesCall) return;
    registration.choices = {
      hobbies,
      regions,
      languages,
      heights,
      weights,
      occupations: occupations.map((occupation) => occupation.name),
    };
    registration.choicesStatus = 'ready';
  } catch (error) {
    if (call !== choicesCall) return;
    registration.choicesStatus = 'failed';
    notifyFailure(error, i18n.t('register:choicesFailed'));
  }
}

/** A step's Next: send the code, check it, or move on; the last one creates the account. */
export async function submitRegisterStep(submission: RegisterStepSubmission) {
  if (registration.pending) return;
  registration.error = undefined;
  switch (submission.step) {
    case 'email':
      return requestCode(submission.values.email);
    case 'code':
      return checkCode(submission.values.email, submission.values.code);
    case 'password':
      registration.step = 'info';
      return;
    case 'info':
      registration.step = 'avatar';
      return;
    case 'avatar':
      registration.step = 'hobbies';
      return;
    case 'hobbies':
      return createAccount(submission.registration);
  }
}

/** Back: the form keeps what was typed. */
export function returnToRegisterStep(step: RegisterStep) {
  registration.error = undefined;
  registration.step = step;
}

/** The login form takes accounts of 3 to 50 characters (spec section 5): so must the address. */
const MAX_EMAIL_LENGTH = 50;

async function requestCode(email: string) {
  if (email.length > MAX_EMAIL_LENGTH) {
    registration.error = i18n.t('register:messages.emailLength');
    return;
  }
  const sentAt = registration.codeSentAt ?? 0;
  if (registration.codeSentTo === email.toLowerCase() && Date.now() - sentAt < CODE_VALID_MS) {
    registration.step = 'code';
    return;
  }
  registration.pending = true;
  try {
    await sendCode(email);
    registration.step = 'code';
  } catch (error) {
    registration.error = formFailure(error);
  } finally {
    registration.pending = false;
  }
}

async function sendCode(email: string) {
  await sdk.account.sendVerificationCode({ email, purpose: 'register' });
  registration.codeSentTo = email.toLowerCase();
  registration.codeSentAt = Date.now();
}

/** The code step's Resend: a new code (the older one stops working), the countdown again. */
export async function resendRegisterCode(email: string) {
  if (registration.sendingCode) return;
  registration.sendingCode = true;
  registration.error = undefined;
  try {
    await sendCode(email);
  } catch (error) {
    registration.error = formFailure(error);
  } finally {
    registration.sendingCode = false;
  }
}

async function checkCode(email: string, code: string) {
  registration.pending = true;
  try {
    await sdk.account.judgeCode({ email, code, purpose: 'register' });
    registration.step = 'password';
  } catch (error) {
    registration.error = formFailure(error);
  } finally {
    registration.pending = false;
  }
}

/** Where a refused registration is put right: the step of the value the server refused. */
function stepToFix(error: unknown): RegisterStep {
  const code = isHeartlineError(error) ? error.code : null;
  if (code === 1001) return 'email';
  if (code === 1002 || code === 1003 || code === 1004) return 'code';
  // 1009: the two passwords differ; 1012: the password is one of the most common ones.
  if (code === 1009 || code === 1012) return 'password';
  return 'hobbies';
}

/** Creates the account (the session store logs it in), then uploads the chosen photo. */
async function createAccount(values: RegisterValues) {
  const { gender, height, weight } = values;
  if (gender === null || height === null || weight === null) {
    registration.step = 'info';
    return;
  }
  registration.pending = true;
  registration.welcoming = true;
  try {
    await register({
      email: values.email,
      code: values.code,
      password: values.password,
      confirmPassword: values.confirmPassword,
      nickname: values.nickname,
      gender,
      birthday: values.birthday,
      height,
      weight,
      occupation: values.occupation.trim(),
      region: values.region,
      // One of /system/dialogue's codes: the form offers only those.
      commonLanguage: values.commonLanguage as Body<'/account/register', 'post'>['commonLanguage'],
      hobby: values.hobbies.join(','),
      language: currentLanguage(),
    });
  } catch (error) {
    registration.welcoming = false;
    registration.pending = false;
    registration.error = formFailure(error);
    const step = stepToFix(error);
    // An expired or spent code: the next Next asks for a new one.
    if (step === 'code') registration.codeSentTo = null;
    registration.step = step;
    return;
  }
  registration.pending = false;
  registration.step = 'done';
  if (values.avatar) await uploadPhoto(values.avatar, values.avatarZoom);
}

/** The photo goes up once the account exists (uploads need a login), then becomes the avatar. */
async function uploadPhoto(file: File, zoom: number) {
  registration.uploadProgress = 0;
  // Loaded here: the image compressor stays out of the login page's first download.
  const [{ cropCentre }, { uploadImage }] = await Promise.all([
    import('../../images/cropCentre'),
    import('../../images/uploadImage'),
  ]);
  const cropped = await cropCentre(file, zoom).catch(() => file);
  const uploaded = await uploadImage(cropped, {
    purpose: 'avatar',
    onProgress: (fraction) => {
      registration.uploadProgress = Math.round(fraction * 100);
    },
  });
  if (uploaded) {
    try {
      session.me = await sdk.user.editInfo({ avatar: uploaded.url });
    } catch (error) {
      notifyFailure(error, i18n.t('register:photoFailed'));
      registration.photoFailed = true;
    }
  } else {
    registration.photoFailed = true;
  }
  registration.uploadProgress = undefined;
}

/** The welcome's button: the login page then opens /encounter. */
export function finishRegistration() {
  startRegistration();
}

export function reset() {
  Object.assign(registration, initial());
  choicesLanguage = null;
  choicesCall += 1;
}
registerReset(reset);

export function useRegistration() {
  return useSnapshot(registration);
}
