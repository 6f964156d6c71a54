import type { ProfileHeaderActionLabels } from './ProfileHeaderActions';
import type { ProfileCountKind } from './ProfileHeaderCounts';

/** Every text of a ProfileHeader, translated. */
export type ProfileHeaderLabels = ProfileHeaderActionLabels & {
  /** The public ID with `{account}` ("ID {account}"). */
  id: string;
  /** Added to the avatar's name while online. */
  online?: string;
  /** The age with `{age}` ("{age}", "{age}岁"). */
  age?: string;
  /** The gender in words for screen readers. */
  gender?: { 0: string; 1: string; 2: string };
  /** The height with `{cm}` ("{cm} cm"). */
  height: string;
  /** The weight with `{kg}` ("{kg} kg"). */
  weight: string;
  /** Names the facts list ("Details"). */
  details: string;
  /** Names the hobby chips ("Hobbies"). */
  hobbies: string;
  /** The introduction's heading ("About me"). */
  introduction: string;
  /** Names the count row ("Social counts"). */
  countsLabel?: string;
  /** The count names. */
  counts: Record<ProfileCountKind, string>;
  vip?: string;
  svip?: string;
  /** The photo-verified badge's name ("Verified"); without it no badge shows. */
  verified?: string;
};
