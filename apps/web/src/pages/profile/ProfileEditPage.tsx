import { ComingSoon } from '../../app/ComingSoon';

/** Edit my profile (/profile/edit, also /person). Not in this build yet: says so. */
export default function ProfileEditPage() {
  return <ComingSoon page="profileEdit" />;
}
