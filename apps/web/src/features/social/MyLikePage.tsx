import { FollowPage } from './FollowPage';

/** /myLike: the members I follow, each with unfollow. */
export default function MyLikePage() {
  return <FollowPage kind="follows" />;
}
