import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import * as data from './RegisterForm.fixtures';
import { labelsZh } from './RegisterForm.fixtures.zh';
import { registerSteps, type RegisterStep } from './registerTypes';
import { formFrame } from '../../private/storyFrame.css';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Components/RegisterForm',
  component: RegisterForm,
  args: {
    step: 'email',
    labels: data.labelsEn,
    ...data.choicesEn,
    onSubmitStep: fn(),
    onBack: fn(),
    onResendCode: fn(),
    onFinish: fn(),
  },
  argTypes: { step: { control: 'select', options: [...registerSteps, 'done'] } },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div className={formFrame} style={{ boxShadow: vars.shadow.medium, maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Select's list opens in a portal; on a busy machine that can take more than a second. */
const listOpens = { timeout: 5000 };

const order: RegisterStep[] = [...registerSteps, 'done'];

/** The owner's part: each accepted step moves on, Back moves back. */
function RegisterFlow(args: RegisterFormProps) {
  const [step, setStep] = useState(args.step);
  return (
    <RegisterForm
      {...args}
      step={step}
      onSubmitStep={(submission) => {
        args.onSubmitStep(submission);
        setStep(order[order.indexOf(submission.step) + 1] ?? 'done');
      }}
      onBack={(change) => {
        args.onBack(change);
        setStep(change.step);
      }}
    />
  );
}

/** The first steps, with their rules tried on the way; each accepted step moves focus on. */
export const Default: Story = {
  render: RegisterFlow,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const next = () => userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(email, 'mia@');
    await next();
    await expect(email).toHaveAccessibleDescription(
      'Enter an e-mail address like name@example.com.',
    );
    await userEvent.paste('example.com');
    await next();
    await expect(args.onSubmitStep).toHaveBeenLastCalledWith({
      step: 'email',
      values: { email: 'mia@example.com' },
    });

    const heading = canvas.getByRole('heading', { name: 'Check your inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText('Enter the 4-digit code we sent to mia@example.com.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Resend in 60 s/ })).toBeDisabled();
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(code, '42');
    await next();
    await expect(code).toHaveAccessibleDescription('The code has exactly 4 digits.');
    await userEvent.paste('07');
    await next();

    await userEvent.click(canvas.getByLabelText('Password'));
    await userEvent.paste('Girasol2026');
    await userEvent.click(canvas.getByLabelText('Confirm password'));
    await userEvent.paste('Girasol2025');
    await next();
    await expect(canvas.getByText('The two passwords do not match.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenLastCalledWith({ step: 'code' });
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveValue('4207');
    // Forward again, so the picture is not of a running countdown.
    await next();
    await expect(canvas.getByLabelText('Confirm password')).toHaveValue('Girasol2025');
  },
};

/** Personal info: Next on an empty step shows every rule and focuses the first field. */
export const InfoStep: Story = {
  args: { step: 'info' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Label and text queries: the page holds hundreds of options, which role queries walk.
    await userEvent.click(canvas.getByText('Next'));
    await expect(canvas.getByLabelText('Nickname')).toHaveFocus();
    await expect(canvas.getByText('Choose your gender.')).toBeVisible();
    await expect(canvas.getByText('Choose your height.')).toBeVisible();
  },
};

/** Personal info: the last choices made, the step hands over its values. */
export const InfoStepCompleted: Story = {
  args: { step: 'info', defaultValues: { ...data.miaSoFar, gender: null, height: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByText('Female'));
    await userEvent.click(canvas.getByLabelText('Height'));
    await userEvent.click(
      within(await body.findByRole('listbox', {}, listOpens)).getByText('165 cm'),
    );
    await userEvent.click(canvas.getByText('Next'));
    await expect(args.onSubmitStep).toHaveBeenCalledWith({
      step: 'info',
      values: {
        nickname: 'Mia',
        gender: 0,
        birthday: '2000-04-18',
        height: 165,
        weight: 54,
        occupation: 'Designer',
        region: 'ES',
        commonLanguage: 'es',
      },
    });
  },
};

export const Playground: Story = {};

export const EmailTaken: Story = {
  args: {
    defaultValues: { email: 'xiaoyu.li@example.com' },
    error: 'This e-mail is already registered. Log in or reset your password.',
  },
};

export const Pending: Story = {
  args: { defaultValues: { email: 'mia.fernandez@example.com' }, pending: true },
};

export const CodeCountdown: Story = {
  args: { step: 'code', defaultValues: data.miaSoFar, resendIn: 42 },
};

export const CodeResendReady: Story = {
  args: { step: 'code', defaultValues: { ...data.miaSoFar, code: '04' }, resendIn: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResendCode).toHaveBeenCalledWith({ email: 'mia.fernandez@example.com' });
  },
};

export const PasswordMismatch: Story = {
  args: { step: 'password', defaultValues: { password: 'Girasol', confirmPassword: 'girasol' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
  },
};

export const InfoErrors: Story = {
  args: { step: 'info', defaultValues: { nickname: '  ', birthday: '2030-01-01' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Next'));
  },
};

export const InfoFilledIn: Story = { args: { step: 'info', defaultValues: data.miaSoFar } };

export const AvatarEmpty: Story = { args: { step: 'avatar' } };

export const AvatarChosen: Story = { args: { step: 'avatar', avatarPreviewUrl: data.miaPhoto } };

export const AvatarUploading: Story = {
  args: { step: 'avatar', avatarPreviewUrl: data.miaPhoto, uploadProgress: 64 },
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'Uploading… 64%' });
    await expect(progress).toHaveAttribute('aria-valuenow', '64');
  },
};

export const AvatarWrongType: Story = {
  args: { step: 'avatar' },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf, { applyAccept: false });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Choose a JPG, PNG or GIF picture.',
    );
  },
};

/** Hobbies: a fourth is refused with the rule's message; the button registers with everything. */
export const Hobbies: Story = {
  args: { step: 'hobbies', defaultValues: data.miaSoFar },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hiking' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Music' }));
    await expect(canvas.getByText('You can choose up to 3 hobbies.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Music' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmitStep).toHaveBeenCalledWith({
      step: 'hobbies',
      values: { hobby: '1,2,5' },
      registration: expect.objectContaining({
        email: 'mia.fernandez@example.com',
        hobbies: [1, 2, 5],
      }),
    });
  },
};

export const HobbiesNoneChosen: Story = {
  args: { step: 'hobbies' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create account' }));
  },
};

export const Done: Story = { args: { step: 'done' } };

export const Chinese: Story = {
  args: { step: 'info', labels: labelsZh, ...data.choicesZh, defaultValues: data.miaSoFar },
  globals: inChinese,
};

export const Mobile: Story = { ...InfoErrors, globals: onMobile };

export const MobileChinese: Story = {
  args: { step: 'code', labels: labelsZh, defaultValues: data.miaSoFar, resendIn: 42 },
  globals: { ...onMobile, ...inChinese },
};

export const MobileAvatar: Story = { ...AvatarChosen, globals: onMobile };

export const Dark: Story = { args: Hobbies.args, globals: inDark };
