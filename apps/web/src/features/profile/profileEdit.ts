import type { Body, Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { describeError } from '../../app/describeError';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { uploadImage } from '../../images/uploadImage';
import { sdk } from '../../sdk';
import { notify, notifyFailure } from '../../stores/toasts';
import { registerReset } from '../../stores/resetStores';
import { loadMe } from '../../stores/session';

export type Hobby = Data<'/system/hobby', 'get'>[number];
export type Region = Data<'/system/region', 'get'>[number];

/** The /system lists the profile editor chooses from, named in the interface language. */
export type ProfileChoices = {
  hobbies: Hobby[];
  regions: Region[];
  heights: number[];
  weights: number[];
  occupations: string[];
};

export type ChoiceList = keyof ProfileChoices;

type ProfileEditState = {
  choices: ProfileChoices;
  /** Which lists are loaded, and in which language. */
  loaded: Partial<Record<ChoiceList, string>>;
  choicesStatus: 'idle' | 'loading' | 'ready' | 'failed';
  saving: boolean;
  /** The last save worked (cleared by the next edit). */
  saved: boolean;
  /** Why the last save failed: the server's message, translated. */
  saveError: string | null;
  /** The new profile photo is uploading: 0..1, or null when no upload runs. */
  avatarProgress: number | null;
};

const initial = (): ProfileEditState => ({
  choices: { hobbies: [], regions: [], heights: [], weights: [], occupations: [] },
  loaded: {},
  choicesStatus: 'idle',
  saving: false,
  saved: false,
  saveError: null,
  avatarProgress: null,
});

/** Editing my profile (/profile/edit): the lists to choose from, saving, the profile photo. */
export const profileEdit = proxy<ProfileEditState>(initial());

const allLists: ChoiceList[] = ['hobbies', 'regions', 'heights', 'weights', 'occupations'];

const fetchers: { [List in ChoiceList]: () => Promise<ProfileChoices[List]> } = {
  hobbies: () => sdk.system.listHobbies(),
  regions: () => sdk.system.listRegions(),
  heights: () => sdk.system.listHeights(),
  weights: () => sdk.system.listWeights(),
  occupations: async () => (await sdk.system.listOccupations()).map(({ name }) => name),
};

/**
 * Loads the lists not loaded yet in the interface language (the names follow a language
 * switch). The profile page needs only the hobbies' names; the editor needs them all.
 */
export async function loadChoices(lists: ChoiceList[] = allLists) {
  const language = currentLanguage();
  const missing = lists.filter((list) => profileEdit.loaded[list] !== language);
  if (missing.length === 0) {
    profileEdit.choicesStatus = 'ready';
    return true;
  }
  profileEdit.choicesStatus = 'loading';
  try {
    const answers = await Promise.all(missing.map((list) => fetchers[list]()));
    missing.forEach((list, index) => {
      (profileEdit.choices as Record<ChoiceList, unknown>)[list] = answers[index];
      profileEdit.loaded[list] = language;
    });
    profileEdit.choicesStatus = 'ready';
    return true;
  } catch (error) {
    profileEdit.choicesStatus = 'failed';
    notifyFailure(error, i18n.t('profile:edit.choicesFailed'));
    return false;
  }
}

/** Saves the edited fields, then refreshes my information so the side bar shows them. */
export async function saveProfile(edit: Body<'/user/info-edit', 'post'>) {
  profileEdit.saving = true;
  profileEdit.saved = false;
  profileEdit.saveError = null;
  try {
    await sdk.user.editInfo(edit);
    await loadMe();
    profileEdit.saved = true;
    return true;
  } catch (error) {
    // Shown in the form, by the button: the server's words (a rule it refused, maintenance).
    const { kind, title, description } = describeError(error);
    if (kind !== 'unauthorized') {
      profileEdit.saveError = i18n.t('profile:edit.saveFailed', { reason: description ?? title });
    }
    return false;
  } finally {
    profileEdit.saving = false;
  }
}

/** Uploads a new profile photo (checked, compressed, with progress) and makes it my avatar. */
export async function changeAvatar(file: File) {
  if (profileEdit.avatarProgress !== null) return false;
  profileEdit.avatarProgress = 0;
  try {
    const uploaded = await uploadImage(file, {
      purpose: 'avatar',
      onProgress: (fraction) => {
        profileEdit.avatarProgress = fraction;
      },
    });
    if (!uploaded) return false;
    await sdk.user.editInfo({ avatar: uploaded.url });
    await loadMe();
    notify({ tone: 'success', title: i18n.t('profile:edit.avatarSaved') });
    return true;
  } catch (error) {
    notifyFailure(error, i18n.t('profile:edit.avatarFailed'));
    return false;
  } finally {
    profileEdit.avatarProgress = null;
  }
}

/** The form changed after a save: the "saved" line goes. */
export function clearSaved() {
  profileEdit.saved = false;
  profileEdit.saveError = null;
}

export function reset() {
  Object.assign(profileEdit, initial());
}
registerReset(reset);

export function useProfileEdit() {
  return useSnapshot(profileEdit);
}
