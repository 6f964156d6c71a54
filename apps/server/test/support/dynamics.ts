/** Dynamics for tests: an uploaded image of the user's own, and a published dynamic. */
import { randomBytes } from 'node:crypto';
import type { components } from '@heartline/sdk/schema';
import type { TestApp } from './testApp.ts';
import type { RegisteredUser } from './users.ts';

/** Records an upload of the user's, as /file/upload would, and returns its address. */
export async function uploadedImage(app: TestApp, user: RegisteredUser): Promise<string> {
  const url = `/uploads/dynamic/${user.account}/${randomBytes(6).toString('hex')}.jpg`;
  await app.services.db
    .insertInto('uploads')
    .values({
      user_id: user.id,
      url,
      purpose: 'dynamic',
      mime_type: 'image/jpeg',
      size: 1000,
      width: 10,
      height: 10,
    })
    .execute();
  return url;
}

/** Publishes a dynamic by the user (one own image unless given) and returns the answer's data. */
export async function publish(
  app: TestApp,
  user: RegisteredUser,
  extra: Record<string, unknown> = {},
): Promise<components['schemas']['Dynamic']> {
  const result = await app.call('POST', '/dynamic/release', {
    token: user.token,
    body: { content: 'Hello from the test', images: [await uploadedImage(app, user)], ...extra },
  });
  if (result.code !== 200) throw new Error(`release failed: ${result.code} ${result.msg}`);
  return result.data;
}

export async function cancelUser(app: TestApp, user: RegisteredUser): Promise<void> {
  await app.services.db
    .updateTable('users')
    .set({ cancelled_at: app.clock.now })
    .where('id', '=', user.id)
    .execute();
}

export async function makeFriends(app: TestApp, a: RegisteredUser, b: RegisteredUser) {
  await app.services.db
    .insertInto('friendships')
    .values([
      { user_id: a.id, friend_id: b.id },
      { user_id: b.id, friend_id: a.id },
    ])
    .execute();
}

/** Makes the user an SVIP (2) or VIP (1) member until `days` from the test clock. */
export async function makeMember(app: TestApp, user: RegisteredUser, level: 1 | 2, days = 30) {
  await app.services.db
    .updateTable('users')
    .set({
      vip_level: level,
      vip_expire_time: new Date(app.clock.now.getTime() + days * 86_400_000),
    })
    .where('id', '=', user.id)
    .execute();
}
