import type { Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { sdk } from '../sdk';
import { registerReset } from './resetStores';

/** A member on the encounter page (EncounterUser). */
export type EncounterUser = Data<'/bump/list2', 'get'>['records'][number];

type MatchState = {
  /** Users online now (/bump/list2), for the encounter page. */
  online: EncounterUser[];
  onlineStatus: 'idle' | 'loading' | 'ready' | 'failed';
};

const initial = (): MatchState => ({ online: [], onlineStatus: 'idle' });

/** Encounter: who is online now; random matching joins it with the match feature. */
export const match = proxy<MatchState>(initial());

export async function loadOnlineUsers() {
  match.onlineStatus = 'loading';
  try {
    const page = await sdk.match.listOnline({ pageSize: 12 });
    match.online = page.records;
    match.onlineStatus = 'ready';
  } catch {
    match.onlineStatus = 'failed';
  }
}

export function reset() {
  Object.assign(match, initial());
}
registerReset(reset);

export function useMatch() {
  return useSnapshot(match);
}
