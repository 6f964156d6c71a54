/**
 * Whether the server translates at all (GET /translate/availability: false only where the
 * operator switched translation off). Asked once per page load, by the first screen that offers
 * translation. Until the answer, and when the question fails, translation counts as available:
 * the server then refuses each translation in the member's language and charges nothing, which is
 * better than buttons that vanish whenever the network hiccups.
 */
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { sdk } from '../sdk';
import { registerReset } from './resetStores';

const availability = proxy({ available: true });
let asked: Promise<void> | null = null;

/** Asks the server once (again after a failure). */
export function loadTranslationAvailability(): Promise<void> {
  asked ??= sdk.translation.getAvailability().then(
    ({ available }) => {
      availability.available = available;
    },
    () => {
      asked = null;
    },
  );
  return asked;
}

/** For stores: whether to translate at all (what the server said, or yes before it answered). */
export function isTranslationAvailable(): boolean {
  return availability.available;
}

// Asked again after a reset (a new sign-in; each story): cheap, and never stale across servers.
registerReset(() => {
  availability.available = true;
  asked = null;
});

/** For screens: whether to offer translation; asks the server on first use. */
export function useTranslationAvailable(): boolean {
  useEffect(() => {
    void loadTranslationAvailability();
  }, []);
  return useSnapshot(availability).available;
}
