import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember } from './support/dynamics.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser } from './support/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /service/im-account', () => {
  it('gives normal members the common account and SVIP members the exclusive one', async () => {
    const normal = await registerUser(app);
    const svip = await registerUser(app);
    await makeMember(app, svip, 2);
    const common = await app.call('GET', '/service/im-account', { token: normal.token });
    expect(common.data).toMatchObject({ serviceAccount: 'hl_service', exclusive: false });
    const exclusive = await app.call('GET', '/service/im-account', { token: svip.token });
    expect(exclusive.data).toMatchObject({ serviceAccount: 'hl_service_vip', exclusive: true });
    const avatar = await app.inject({ method: 'GET', url: common.data.avatar });
    expect(avatar.statusCode).toBe(200);
    expect((await app.call('GET', '/service/im-account')).status).toBe(401);
  });

  it('gives an SVIP member whose membership ended the common account', async () => {
    const lapsed = await registerUser(app);
    await makeMember(app, lapsed, 2, 1);
    app.clock.advance(2 * 86_400_000);
    const r = await app.call('GET', '/service/im-account', { token: lapsed.token });
    expect(r.data.exclusive).toBe(false);
  });
});

describe('POST /message/update_alert_status', () => {
  it("closes a man's paid-photo (0) and burn-image (1) notices for good, only his own", async () => {
    const man = await registerUser(app, { gender: 1 });
    const other = await registerUser(app, { gender: 1 });
    const info = async (token: string) =>
      (await app.call('GET', '/account/my-info', { token })).data;
    expect(await info(man.token)).toMatchObject({ isPayMsg: 1, isBurnPayMsg: 1 });
    expect(
      (
        await app.call('POST', '/message/update_alert_status', {
          token: man.token,
          body: { alertType: 0 },
        })
      ).code,
    ).toBe(200);
    expect(await info(man.token)).toMatchObject({ isPayMsg: 0, isBurnPayMsg: 1 });
    await app.call('POST', '/message/update_alert_status', {
      token: man.token,
      body: { alertType: 1 },
    });
    expect(await info(man.token)).toMatchObject({ isPayMsg: 0, isBurnPayMsg: 0 });
    expect(await info(other.token)).toMatchObject({ isPayMsg: 1, isBurnPayMsg: 1 });
  });

  it('refuses another alert type (400) and a call without login (401)', async () => {
    const man = await registerUser(app, { gender: 1 });
    expect(
      (
        await app.call('POST', '/message/update_alert_status', {
          token: man.token,
          body: { alertType: 2 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await app.call('POST', '/message/update_alert_status', { body: { alertType: 0 } })).status,
    ).toBe(401);
  });
});
