import { ComingSoon } from '../../app/ComingSoon';

/** Friend requests (/friend-requests). Not in this build yet: says so. */
export default function FriendRequestsPage() {
  return <ComingSoon page="friendRequests" />;
}
