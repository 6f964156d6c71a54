import { ComingSoon } from '../../app/ComingSoon';

/** My visitors, from the avatar menu (/myVisitors). Not in this build yet: says so. */
export default function MyVisitorsPage() {
  return <ComingSoon page="myVisitors" />;
}
