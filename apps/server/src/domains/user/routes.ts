import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { editProfile } from './profileEdit.ts';
import { viewProfile } from './profileView.ts';
import { searchByAccount, usersByImAccounts } from './search.ts';
import { setLanguage, setPrivacy } from './settings.ts';
import { visitorCount, visitorRecords } from './visits.ts';

export const userHandlers: Handlers = {
  '/user/info-edit': ({ body, services, me, language }) =>
    editProfile(services, me, body, language),

  '/user/info': ({ query, services, me }) => viewProfile(services, me, query.userId),

  '/user/privacy-set': ({ body, services, me }) => setPrivacy(services, me, body),

  '/user/language-edit': async ({ body, services, me }) => {
    await setLanguage(services, me, body.language);
    return null;
  },

  '/user/visitor-num': ({ services, me }) => visitorCount(services.db, me, services.now()),

  '/user/visitor-record': ({ query, services, me }) =>
    visitorRecords(services.db, me, pageOf(query), services.now()),

  '/user/search': ({ query, services, me }) => searchByAccount(services, me, query.content),

  '/user/by-im-accounts': ({ body, services }) => usersByImAccounts(services, body.imAccounts),
};
