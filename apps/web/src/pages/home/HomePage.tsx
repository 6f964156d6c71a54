import { ComingSoon } from '../../app/ComingSoon';

/** Home with today's luck and recommended users (/home). Not in this build yet: says so. */
export default function HomePage() {
  return <ComingSoon page="home" />;
}
