import { ComingSoon } from '../../app/ComingSoon';

/** My gifts, sent or received (/gifts). Not in this build yet: says so. */
export default function GiftsPage() {
  return <ComingSoon page="gifts" />;
}
