// What other features use of the encounter (random match) screen.
export type { EncounterUser } from './match';
