import { createHandlers, newMe } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { slow } from '../../storybook/storyHelpers';
import { withPage } from '../../storybook/withPage';
import LoginPage from './LoginPage';

/**
 * The mock world of a member who has just registered: the server answers register with her,
 * in the language she registered in (English), as the real server does.
 */
const lena = {
  ...newMe,
  nickname: 'Lena',
  gender: 0 as const,
  email: 'lena.fischer@example.de',
  userSetVo: { ...newMe.userSetVo, language: 'en' as const },
};
/**
 * Shorter height, weight and region lists than the server's: the steps are the same, and the
 * long journeys below stay within a story test's time on a busy machine.
 */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const shortLists = [
  http.get('/api/system/height', () =>
    HttpResponse.json({ code: 200, msg: 'success', data: range(160, 185) }),
  ),
  http.get('/api/system/weight', () =>
    HttpResponse.json({ code: 200, msg: 'success', data: range(50, 80) }),
  ),
  http.get('/api/system/region', () =>
    HttpResponse.json({
      code: 200,
      msg: 'success',
      data: [
        { code: 'AT', name: 'Austria' },
        { code: 'DE', name: 'Germany' },
        { code: 'ES', name: 'Spain' },
        { code: 'JP', name: 'Japan' },
        { code: 'CH', name: 'Switzerland' },
      ],
    }),
  ),
];
const newMember = () => [...shortLists, ...createHandlers({ baseUrl: '/api', me: lena })];

const meta = {
  title: 'Pages/Accounts/Register',
  component: LoginPage,
  decorators: [withPage({ path: '/login?mode=register', route: '/login', anonymous: true })],
  parameters: { layout: 'fullscreen', msw: { handlers: { api: newMember() } } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Next' }));

/** Types into a field at once (a paste): the long journeys stay within the test's time. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** E-mail (checked first, then a code sent), code (checked by the server), then the password. */
async function throughEmailAndCode(canvas: Canvas) {
  const email = await canvas.findByRole('textbox', { name: 'E-mail address' }, slow);
  await fill(email, 'lena.fischer@');
  await next(canvas);
  await expect(email).toHaveAccessibleDescription(
    'Please enter a correct e-mail address, like name@example.com',
  );
  await fill(email, 'example.de');
  await next(canvas);
  await canvas.findByRole('heading', { name: 'Check your inbox' }, slow);
  await expect(
    canvas.getByText(
      'Enter the 4-digit code we sent to lena.fischer@example.de. It is valid for 5 minutes.',
    ),
  ).toBeVisible();
  await fill(canvas.getByRole('textbox', { name: 'Verification code' }), '4831');
  await next(canvas);
  await canvas.findByRole('heading', { name: 'Choose a password' }, slow);
}

/** Picks an option of a Select by its label. */
async function choose(canvas: Canvas, body: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByLabelText(label));
  const list = await body.findByRole('listbox', {}, slow);
  await userEvent.click(within(list).getByText(option));
}

/** A generated 320 x 240 photo (PNG), as if picked from the member's files. */
async function photo() {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 320, 240);
  gradient.addColorStop(0, '#ff8a7a');
  gradient.addColorStop(1, '#7a5cff');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 320, 240);
  context.fillStyle = '#fff3e6';
  context.beginPath();
  context.arc(160, 110, 56, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((made) => resolve(made!), 'image/png'),
  );
  return new File([blob], 'lena.png', { type: 'image/png' });
}

/** The first steps: each rule is checked before the server is asked; the code moves on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughEmailAndCode(canvas);
    await fill(canvas.getByLabelText('Password'), 'Sonnenblume7');
    await fill(canvas.getByLabelText('Confirm password'), 'Sonnenblume8');
    await next(canvas);
    await expect(canvas.getByText('The two passwords do not match')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

/** E-mail, code and password done: the personal info step. */
async function throughPassword(canvas: Canvas) {
  await throughEmailAndCode(canvas);
  await fill(canvas.getByLabelText('Password'), 'Sonnenblume7');
  await fill(canvas.getByLabelText('Confirm password'), 'Sonnenblume7');
  await next(canvas);
  await canvas.findByRole('heading', { name: 'Tell us about you' }, slow);
}

/** The language pill never covers the card (issue 18: it lay over a tall step's top). */
async function expectPillAboveCard(canvas: Canvas) {
  const pill = canvas.getByRole('button', { name: 'Language: English' });
  const card = canvas.getByRole('heading', { name: 'Tell us about you' }).closest('main > div');
  await expect(pill.getBoundingClientRect().bottom).toBeLessThanOrEqual(
    card!.getBoundingClientRect().top,
  );
}

/** Personal info: Next on the empty step says what each field needs (spec section 5). */
export const PersonalInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughPassword(canvas);
    await userEvent.click(canvas.getByText('Next'));
    await expect(canvas.getByLabelText('Nickname')).toHaveFocus();
    await expect(canvas.getByText('Please enter a nickname')).toBeVisible();
    await expect(canvas.getByText('Please choose your gender')).toBeVisible();
    await expect(canvas.getByText('Please enter your birthday')).toBeVisible();
    await expect(canvas.getByText('Please choose your height')).toBeVisible();
    await expect(canvas.getByText('Please choose your weight')).toBeVisible();
    await expect(canvas.getByText('Please enter your occupation')).toBeVisible();
    await expect(canvas.getByText('Please choose your country or region')).toBeVisible();
    // The language she speaks best starts as the interface language.
    await expect(canvas.getByLabelText('Language you speak best')).toHaveTextContent('English');
    await expectPillAboveCard(canvas);
  },
};

/** The whole way: personal info, a photo, hobbies; the account is made and the photo goes up. */
export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await throughPassword(canvas);
    await fill(canvas.getByLabelText('Nickname'), 'Lena');
    await userEvent.click(canvas.getByText('Female'));
    await userEvent.type(canvas.getByLabelText('Birthday'), '1997-06-02');
    await choose(canvas, body, 'Country or region', 'Germany');
    await choose(canvas, body, 'Height', '168 cm');
    await choose(canvas, body, 'Weight', '57 kg');
    await fill(canvas.getByLabelText('Occupation'), 'Designer');
    await userEvent.click(canvas.getByText('Next'));

    await canvas.findByRole('heading', { name: 'Add a profile photo' }, slow);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, await photo());
    await next(canvas);

    await canvas.findByRole('heading', { name: 'What do you love?' }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('Please choose at least one hobby')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Music' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Photography' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));

    await canvas.findByRole('heading', { name: 'Welcome to Heartline!' }, slow);
    // The photo went up and became the avatar: the way in shows once it is done.
    await expect(
      await canvas.findByRole('button', { name: 'Start exploring' }, slow),
    ).toBeVisible();
    await expect(
      canvas.getByText('Your account is ready. Say hello to someone new today.'),
    ).toBeVisible();
  },
};

/** The address is already registered: the server's words, on the e-mail step. */
export const EmailTaken: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.post('/api/account/verification-code', () =>
            HttpResponse.json(
              { code: 1001, msg: 'This e-mail address is already registered', data: null },
              { status: 400 },
            ),
          ),
          ...newMember(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'E-mail address' }, slow);
    await fill(email, 'xiaoyu.li@example.com');
    await next(canvas);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      'This e-mail address is already registered',
    );
    await expect(canvas.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  },
};

/** A wrong code: the server says so and the step stays. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'E-mail address' }, slow);
    await fill(email, 'lena.fischer@example.de');
    await next(canvas);
    const code = await canvas.findByRole('textbox', { name: 'Verification code' }, slow);
    await userEvent.type(code, '12');
    await next(canvas);
    await expect(code).toHaveAccessibleDescription(
      'The verification code must be exactly 4 digits',
    );
    // The mock server finds 0000 wrong.
    await userEvent.clear(code);
    await userEvent.type(code, '0000');
    await next(canvas);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      'The verification code is wrong',
    );
  },
  // The resend countdown ticks: its picture would differ from run to run.
  parameters: { screenshot: false },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '创建你的账号' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(canvas.getByRole('textbox', { name: '邮箱地址' })).toHaveAccessibleDescription(
      '请输入邮箱',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Create your account' }, slow),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible(), slow);
  },
};

/** The smallest phone, on the tallest step: the language pill stays above the card. */
export const NarrowPersonalInfo: Story = {
  globals: { viewport: { value: 'mobile320' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughPassword(canvas);
    await expectPillAboveCard(canvas);
    // The step scrolled its heading into view: the picture shows the pill over the card's top.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};
