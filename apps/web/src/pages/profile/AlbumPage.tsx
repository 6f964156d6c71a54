import { ComingSoon } from '../../app/ComingSoon';

/** My album (/album). Not in this build yet: says so. */
export default function AlbumPage() {
  return <ComingSoon page="album" />;
}
