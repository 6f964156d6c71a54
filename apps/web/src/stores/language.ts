import type { Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { currentLanguage, i18n } from '../i18n/i18n';
import {
  interfaceLanguages,
  isInterfaceLanguage,
  nativeLanguageNames,
  rememberLanguage,
  type InterfaceLanguage,
} from '../i18n/languages';
import { sdk } from '../sdk';
import { notify, notifyFailure } from './toasts';
import { readToken } from './token';

export type LanguageOption = Data<'/system/language', 'get'>[number];

type LanguageState = {
  /** The interface language now. */
  current: InterfaceLanguage;
  /** The languages the dropdown offers: the server's list, each named in itself. */
  options: LanguageOption[];
  /** A switch is being saved. */
  switching: boolean;
};

const builtInOptions: LanguageOption[] = interfaceLanguages.map((code) => ({
  code,
  language: nativeLanguageNames[code],
}));

export const language = proxy<LanguageState>({
  current: currentLanguage(),
  options: builtInOptions,
  switching: false,
});

let optionsLoaded = false;

/** Fetches the server's language list once (the built-in names show until it answers). */
export async function loadLanguageOptions() {
  if (optionsLoaded) return;
  try {
    const options = await sdk.system.listLanguages();
    language.options = options.filter((option) => isInterfaceLanguage(option.code));
    optionsLoaded = true;
  } catch (error) {
    console.error('The language list could not be loaded', error);
    notifyFailure(error, i18n.t('language.listFailed'));
  }
}

/** Shows the interface in `code` and remembers it on this device. */
async function applyLanguage(code: InterfaceLanguage) {
  await i18n.changeLanguage(code);
  rememberLanguage(code);
}

i18n.on('languageChanged', (code) => {
  if (isInterfaceLanguage(code)) language.current = code;
});

/** At login: the interface follows the language saved on the member's account. */
export async function applyServerLanguage(code: string) {
  if (isInterfaceLanguage(code) && code !== language.current) await applyLanguage(code);
}

/**
 * The member picks a language: saved to the server first when logged in (so a failure changes
 * nothing), then shown, with the spec's success or failure message.
 */
export async function switchLanguage(code: InterfaceLanguage) {
  if (code === language.current || language.switching) return;
  language.switching = true;
  try {
    if (readToken()) await sdk.user.setLanguage({ language: code });
    await applyLanguage(code);
    notify({ tone: 'success', title: i18n.t('language.switched') });
  } catch (error) {
    notifyFailure(error, i18n.t('language.switchFailed'));
  } finally {
    language.switching = false;
  }
}

export function useLanguage() {
  return useSnapshot(language);
}
