/**
 * The customer-service chat account (decisions.md: one configured IM account, always pinned in
 * the conversation list). SVIP members get the exclusive one, their privilege.
 */
import type { Config } from '../../config.ts';
import type { User } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import { initialAvatarSvg } from '../account/initialAvatar.ts';
import { vipLevelOn } from '../user/views.ts';

/** Each image storage's copy of the service's avatar (a process may hold several apps: tests). */
const avatarUrls = new WeakMap<Services['storage'], Promise<string>>();

/** The service's avatar, drawn once per image storage. */
function serviceAvatar(services: Services): Promise<string> {
  let url = avatarUrls.get(services.storage);
  if (!url) {
    url = services.storage.put(
      'avatar/service/heartline.svg',
      Buffer.from(initialAvatarSvg('Heartline', 0)),
      'image/svg+xml',
    );
    avatarUrls.set(services.storage, url);
  }
  return url;
}

/** Both customer-service accounts: chat peers that are no user rows. */
export function serviceAccounts(config: Config): string[] {
  return [config.SERVICE_IM_ACCOUNT, config.SERVICE_IM_ACCOUNT_VIP];
}

/** The account the caller talks to: the exclusive one while SVIP. */
export function serviceAccountOf(services: Services, me: User): string {
  return vipLevelOn(me, services.now()) === 2
    ? services.config.SERVICE_IM_ACCOUNT_VIP
    : services.config.SERVICE_IM_ACCOUNT;
}

/** How a customer-service account shows itself. */
export async function serviceProfile(services: Services, account: string) {
  const exclusive = account === services.config.SERVICE_IM_ACCOUNT_VIP;
  return {
    nickname: exclusive ? 'Heartline SVIP Service' : 'Heartline Service',
    avatar: await serviceAvatar(services),
    exclusive,
  };
}

export async function serviceAccountFor(services: Services, me: User) {
  const serviceAccount = serviceAccountOf(services, me);
  return { serviceAccount, ...(await serviceProfile(services, serviceAccount)) };
}
