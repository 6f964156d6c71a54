import { ComingSoon } from '../../app/ComingSoon';

/** Followers (fans) (/followMe). Not in this build yet: says so. */
export default function FollowMePage() {
  return <ComingSoon page="followMe" />;
}
