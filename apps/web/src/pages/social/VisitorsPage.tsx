import { ComingSoon } from '../../app/ComingSoon';

/** Who visited my profile (/visitors). Not in this build yet: says so. */
export default function VisitorsPage() {
  return <ComingSoon page="visitors" />;
}
