import { ComingSoon } from '../../app/ComingSoon';

/** A profile with album and dynamics; my own without an id (/profile/:id?). Not in this build yet: says so. */
export default function ProfilePage() {
  return <ComingSoon page="profile" />;
}
