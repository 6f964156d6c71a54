import { ComingSoon } from '../../app/ComingSoon';

/** Friends and address book (/friends). Not in this build yet: says so. */
export default function FriendsPage() {
  return <ComingSoon page="friends" />;
}
