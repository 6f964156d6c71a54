import { ComingSoon } from '../../app/ComingSoon';

/** Following (/myLike). Not in this build yet: says so. */
export default function MyLikePage() {
  return <ComingSoon page="myLike" />;
}
