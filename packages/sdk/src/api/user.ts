import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Body, Query } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Profiles, privacy, interface language, follows, blocks, visitors and search. */
export function createUserApi(client: HeartlineClient) {
  return {
    /** Changes the fields sent of my own profile: resolves to my updated information. */
    editInfo: (body: Body<'/user/info-edit', 'post'>) =>
      unwrap(client.POST('/user/info-edit', { body })),

    /** A user's profile as I see it (`userVo`); without `userId`, my own. Records a visit. */
    getInfo: (query: Query<'/user/info', 'get'> = {}) =>
      unwrap(client.GET('/user/info', { params: { query } })),

    /** Sets how friend requests reach me and who sees the likes and comments of my dynamics. */
    setPrivacy: (body: Body<'/user/privacy-set', 'post'>) =>
      unwrap(client.POST('/user/privacy-set', { body })),

    /** Stores my interface language (used for e-mails and notices). */
    setLanguage: (body: Body<'/user/language-edit', 'post'>) =>
      unwrap(client.POST('/user/language-edit', { body })),

    /** Follows (`follow: true`) or unfollows a user: resolves to the new state and fan count. */
    follow: (body: Body<'/user/follow', 'post'>) => unwrap(client.POST('/user/follow', { body })),

    /** A page of a user's fans or follows (mine without `userId`), with my follow-back state. */
    listFollows: (query: Query<'/user/follow-list', 'get'>) =>
      unwrap(client.GET('/user/follow-list', { params: { query } })),

    /**
     * Blocks (`block: true`) or unblocks a user. A block hides each from the other everywhere,
     * refuses chat between them and ends their friendship, friend requests and follows.
     */
    block: (body: Body<'/user/block', 'post'>) => unwrap(client.POST('/user/block', { body })),

    /** A page of the users I blocked, newest block first (the settings page's blocked list). */
    listBlocked: (query: Query<'/user/block-list', 'get'> = {}) =>
      unwrap(client.GET('/user/block-list', { params: { query } })),

    /** How many visits my profile has received, in all and today. */
    countVisitors: () => unwrap(client.GET('/user/visitor-num')),

    /** A page of who visited my profile, newest first. */
    listVisitors: (query: Query<'/user/visitor-record', 'get'> = {}) =>
      unwrap(client.GET('/user/visitor-record', { params: { query } })),

    /** Finds a user by numeric account: `total` 0 means "the searched user does not exist". */
    search: (query: Query<'/user/search', 'get'>) =>
      unwrap(client.GET('/user/search', { params: { query } })),

    /** The users behind IM accounts, in the order asked, for the chat's conversations. */
    listByImAccounts: (body: Body<'/user/by-im-accounts', 'post'>) =>
      unwrap(client.POST('/user/by-im-accounts', { body })),
  };
}
