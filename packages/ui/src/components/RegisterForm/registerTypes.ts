import type { RuleMessages } from '../../private/forms';
import type { Hobby } from '../../private/HobbyPicker';
import type { PersonalInfo, PersonalInfoLabels } from '../../private/PersonalInfoFields';

/** The steps in order; `done` follows a successful registration. */
export const registerSteps = ['email', 'code', 'password', 'info', 'avatar', 'hobbies'] as const;
export type RegisterStep = (typeof registerSteps)[number] | 'done';

/** Everything the steps collect: openapi RegisterRequest, plus the avatar file to upload after. */
export type RegisterValues = PersonalInfo & {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  /** 0 female, 1 male, 2 other; null until chosen. */
  gender: 0 | 1 | 2 | null;
  /** A /system/dialogue language code. */
  commonLanguage: string;
  /** The chosen picture, uploaded once the account exists; null when skipped. */
  avatar: File | null;
  /** How far the member zoomed into the round crop (1 to 3): the owner crops the centre. */
  avatarZoom: number;
  /** Hobby ids in the order chosen. */
  hobbies: number[];
};

/** What a step hands over when the member presses Next; the owner answers by moving `step`. */
export type RegisterStepSubmission =
  | { step: 'email'; values: Pick<RegisterValues, 'email'> }
  | { step: 'code'; values: Pick<RegisterValues, 'email' | 'code'> }
  | { step: 'password'; values: Pick<RegisterValues, 'password' | 'confirmPassword'> }
  | {
      step: 'info';
      values: PersonalInfo & Pick<RegisterValues, 'gender' | 'commonLanguage'>;
    }
  | { step: 'avatar'; values: Pick<RegisterValues, 'avatar' | 'avatarZoom'> }
  | { step: 'hobbies'; values: { hobby: string }; registration: RegisterValues };

/**
 * Every rule of the product spec (section 5) the steps check, each with its translated message:
 * emailRequired/emailFormat, codeRequired/codeFormat (exactly 4 digits), passwordRequired,
 * passwordLength (6 to 20), passwordMismatch, nicknameRequired, genderRequired, birthdayRequired,
 * birthdayPast (a past date after 1900), heightRequired, weightRequired, occupationRequired,
 * regionRequired, languageRequired, imageType (JPG, PNG or GIF), hobbiesMin (at least one) and
 * hobbiesMax (at most three).
 */
export type RegisterFormRule =
  | 'emailRequired'
  | 'emailFormat'
  | 'codeRequired'
  | 'codeFormat'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordMismatch'
  | 'nicknameRequired'
  | 'genderRequired'
  | 'birthdayRequired'
  | 'birthdayPast'
  | 'heightRequired'
  | 'weightRequired'
  | 'occupationRequired'
  | 'regionRequired'
  | 'languageRequired'
  | 'imageType'
  | 'hobbiesMin'
  | 'hobbiesMax';

export type RegisterFormLabels = PersonalInfoLabels & {
  /** Names the step list ("Registration steps"), and "Step {current} of {total}". */
  progress: string;
  stepOf: string;
  /** Each step's short name in the indicator ("E-mail", "Code", …). */
  steps: Record<(typeof registerSteps)[number], string>;
  /** Each step's heading, and the line under it ({email} is replaced on the code step). */
  titles: Record<RegisterStep, string>;
  descriptions: Partial<Record<RegisterStep, string>>;
  email: string;
  code: string;
  /** The resend button ("Resend code") and its countdown ("Resend in {seconds} s"). */
  resendCode: string;
  resendCountdown: string;
  password: string;
  /** Under the password ("6 to 20 characters"). */
  passwordHint?: string;
  confirmPassword: string;
  showPassword: string;
  hidePassword: string;
  gender: string;
  /** The three genders (0 female, 1 male, 2 other). */
  genders: [string, string, string];
  commonLanguage: string;
  /** The avatar step: choose, choose again, the allowed types, the zoom slider, the upload. */
  avatarChoose: string;
  avatarChange: string;
  avatarHint: string;
  zoom: string;
  /** The upload's progress, with {percent} ("Uploading… {percent}%"). */
  uploading: string;
  /** Skips the avatar ("Skip for now"). */
  skip: string;
  hobbies: string;
  /** Under the hobbies ("Choose 1 to 3"). */
  hobbiesHint?: string;
  back: string;
  next: string;
  /** The hobbies step's button ("Create account") and the done step's ("Start exploring"). */
  finish: string;
  start: string;
  /** The messages of the rules above. */
  messages: RuleMessages<RegisterFormRule>;
};

/** The lists of /system the info and hobbies steps choose from. */
export type RegisterChoices = {
  hobbies: Hobby[];
  regions: Array<{ code: string; name: string }>;
  /** /system/dialogue: each language's code and name. */
  languages: Array<{ code: string; language: string }>;
  heights: number[];
  weights: number[];
  /** Occupation names offered while typing. */
  occupations: string[];
};
