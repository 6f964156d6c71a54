// What other features use of the social lists (friends, visitors, follows, likes).
export { loadFriends, loadMoreFriends, useSocial } from './social';
