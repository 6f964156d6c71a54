import type { HttpHandler } from 'msw';
import {
  codePattern,
  emailPattern,
  isPassword,
  mockPassword,
  mockToken,
  wrongCode,
} from '../fixtures/account';
import { ok, type MockHttp, type MockOptions } from '../http';

const invalid = (msg: string) => ({ code: 400, msg, data: null }) as const;
const wrongCodeAnswer = { code: 1002, msg: 'The verification code is wrong', data: null } as const;
const mismatchAnswer = { code: 1009, msg: 'The two passwords do not match', data: null } as const;

/**
 * Registration, codes, login and passwords. `options.me` logs in with its e-mail address or
 * numeric account and `mockPassword` (xiaoyu2024); any other password or account answers 1006.
 * Any 4-digit code is right except `wrongCode` (0000), which answers 1002.
 */
export function accountHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me } = options;
  return [
    http.post('/account/verification-code', async ({ request, response }) => {
      const body = await request.json();
      if (!emailPattern.test(body.email)) {
        return response(400).json(invalid('email: must be an e-mail address'));
      }
      return response(200).json(ok(null));
    }),

    http.post('/account/judge-code', async ({ request, response }) => {
      const body = await request.json();
      if (!emailPattern.test(body.email)) {
        return response(400).json(invalid('email: must be an e-mail address'));
      }
      if (!codePattern.test(body.code))
        return response(400).json(invalid('code: must be 4 digits'));
      if (body.code === wrongCode) return response(400).json(wrongCodeAnswer);
      return response(200).json(ok({ valid: true }));
    }),

    http.post('/account/register', async ({ request, response }) => {
      const body = await request.json();
      if (!emailPattern.test(body.email)) {
        return response(400).json(invalid('email: must be an e-mail address'));
      }
      if (!codePattern.test(body.code))
        return response(400).json(invalid('code: must be 4 digits'));
      if (!isPassword(body.password)) {
        return response(400).json(invalid('password: must be 6 to 20 characters'));
      }
      if (!body.nickname.trim()) return response(400).json(invalid('nickname: must not be blank'));
      if (body.password !== body.confirmPassword) return response(400).json(mismatchAnswer);
      if (body.code === wrongCode) return response(400).json(wrongCodeAnswer);
      return response(200).json(ok({ userInfo: me, token: mockToken }));
    }),

    http.post('/account/login', async ({ request, response }) => {
      const body = await request.json();
      const account = body.account.trim().toLowerCase();
      const known = account === me.email.toLowerCase() || account === String(me.account);
      if (!known || body.password !== mockPassword) {
        return response(400).json({ code: 1006, msg: 'Wrong account or password', data: null });
      }
      return response(200).json(ok({ userInfo: me, token: mockToken }));
    }),

    http.post('/account/logout', ({ response }) => response(200).json(ok(null))),

    http.post('/account/update-pass', async ({ request, response }) => {
      const body = await request.json();
      if (!isPassword(body.password)) {
        return response(400).json(invalid('password: must be 6 to 20 characters'));
      }
      if ('oldPassword' in body) {
        if (body.password !== body.confirmPassword) return response(400).json(mismatchAnswer);
        if (body.oldPassword !== mockPassword) {
          return response(400).json({
            code: 1011,
            msg: 'The current password is wrong',
            data: null,
          });
        }
        return response(200).json(ok(null));
      }
      if (!('email' in body) || !emailPattern.test(body.email) || !codePattern.test(body.code)) {
        return response(400).json(
          invalid('Send {email, code} to reset or {oldPassword} to change'),
        );
      }
      if (body.password !== body.confirmPassword) return response(400).json(mismatchAnswer);
      if (body.code === wrongCode) return response(400).json(wrongCodeAnswer);
      return response(200).json(ok(null));
    }),

    http.post('/account/cancel-account', async ({ request, response }) => {
      const body = await request.json();
      if (!codePattern.test(body.code))
        return response(400).json(invalid('code: must be 4 digits'));
      if (body.code === wrongCode) return response(400).json(wrongCodeAnswer);
      return response(200).json(ok(null));
    }),

    http.get('/account/my-info', ({ response }) => response(200).json(ok(me))),
  ];
}
