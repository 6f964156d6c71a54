import { ComingSoon } from '../../app/ComingSoon';

/** A dynamic with its comments and replies (/dynamic/:id). Not in this build yet: says so. */
export default function DynamicDetailPage() {
  return <ComingSoon page="dynamicDetail" />;
}
