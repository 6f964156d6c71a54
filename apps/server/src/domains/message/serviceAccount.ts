/**
 * The customer-service chat account (decisions.md: one configured IM account, always pinned in
 * the conversation list). SVIP members get the exclusive one, their privilege.
 */
import type { User } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import { initialAvatarSvg } from '../account/initialAvatar.ts';
import { vipLevelOn } from '../user/views.ts';

let avatarUrl: Promise<string> | undefined;

/** The service's avatar, drawn once per process into the image storage. */
function serviceAvatar(services: Services): Promise<string> {
  avatarUrl ??= services.storage.put(
    'avatar/service/heartline.svg',
    Buffer.from(initialAvatarSvg('Heartline', 0)),
    'image/svg+xml',
  );
  return avatarUrl;
}

export async function serviceAccountFor(services: Services, me: User) {
  const exclusive = vipLevelOn(me, services.now()) === 2;
  return {
    serviceAccount: exclusive
      ? services.config.SERVICE_IM_ACCOUNT_VIP
      : services.config.SERVICE_IM_ACCOUNT,
    nickname: exclusive ? 'Heartline SVIP Service' : 'Heartline Service',
    avatar: await serviceAvatar(services),
    exclusive,
  };
}
