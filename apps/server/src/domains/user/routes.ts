import type { Handlers } from '../../contract/context.ts';
import { listFollows, setFollow } from './follows.ts';
import { pageOf } from './paging.ts';
import { editProfile } from './profileEdit.ts';
import { viewProfile } from './profileView.ts';
import { searchByAccount, usersByImAccounts } from './search.ts';
import { setLanguage, setPrivacy } from './settings.ts';
import { visitorCount, visitorRecords } from './visits.ts';

export const userHandlers: Handlers = {
  editUserInfo: ({ body, services, me, language }) => editProfile(services, me, body, language),

  getUserInfo: ({ query, services, me }) => viewProfile(services, me, query.userId),

  setPrivacy: ({ body, services, me }) => setPrivacy(services, me, body),

  async editLanguage({ body, services, me }) {
    await setLanguage(services, me, body.language);
    return null;
  },

  followUser: ({ body, services, me }) => setFollow(services, me, body.userId, body.follow),

  listFollows: ({ query, services, me }) => listFollows(services, me, query, pageOf(query)),

  getVisitorNum: ({ services, me }) => visitorCount(services.db, me, services.now()),

  listVisitorRecords: ({ query, services, me }) =>
    visitorRecords(services.db, me, pageOf(query), services.now()),

  searchUser: ({ query, services, me }) => searchByAccount(services, me, query.content),

  listUsersByImAccounts: ({ body, services }) => usersByImAccounts(services, body.imAccounts),
};
