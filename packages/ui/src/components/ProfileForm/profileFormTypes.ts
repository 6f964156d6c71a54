import type { RuleMessages } from '../../private/forms';
import type { Hobby } from '../../private/HobbyPicker';
import type { PersonalInfoLabels } from '../../private/PersonalInfoFields';

/** The member's profile as /account/my-info gives it (the fields this form edits). */
export type EditableProfile = {
  nickname: string;
  signature: string;
  introduction: string;
  birthday: string | null;
  height: number | null;
  weight: number | null;
  occupation: string;
  region: string;
  /** One to three hobby ids, comma-separated ("1,4,7"). */
  hobby: string;
};

/** What the form sends to /user/info-edit (openapi InfoEditRequest). */
export type ProfileEdit = {
  nickname: string;
  signature: string;
  introduction: string;
  /** Left out when the member has not given a birthday. */
  birthday?: string;
  height: number;
  weight: number;
  occupation: string;
  /** Left out when no region is chosen. */
  region?: string;
  hobby: string;
};

/**
 * The rules the form checks (product spec, section 5), each with its translated message:
 * nicknameRequired, occupationRequired, heightRequired, weightRequired, birthdayPast (a past
 * date after 1900, when given), hobbiesMin (at least one) and hobbiesMax (at most three).
 */
export type ProfileFormRule =
  | 'nicknameRequired'
  | 'occupationRequired'
  | 'heightRequired'
  | 'weightRequired'
  | 'birthdayPast'
  | 'hobbiesMin'
  | 'hobbiesMax';

export type ProfileFormLabels = PersonalInfoLabels & {
  /** The section headings ("Basic info", "About you"). */
  basics: string;
  about: string;
  signature: string;
  signatureHint?: string;
  introduction: string;
  introductionHint?: string;
  /** A field's count, with {count} and {max} ("{count}/{max}"). */
  counter: string;
  hobbies: string;
  hobbiesHint?: string;
  /** The buttons ("Save changes", "Cancel"). */
  submit: string;
  cancel?: string;
  /** Shown after a save ("Your profile is saved"). */
  saved?: string;
  /** The messages of the rules above. */
  messages: RuleMessages<ProfileFormRule>;
};

/** The /system lists the form chooses from. */
export type ProfileChoices = {
  hobbies: Hobby[];
  regions: Array<{ code: string; name: string }>;
  heights: number[];
  weights: number[];
  occupations: string[];
};
