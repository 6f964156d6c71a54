import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { ProfileForm } from './ProfileForm';
import * as data from './ProfileForm.fixtures';
import { formFrame } from '../../private/storyFrame.css';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Components/ProfileForm',
  component: ProfileForm,
  args: {
    profile: data.mia,
    labels: data.labelsEn,
    ...data.choicesEn,
    onSubmit: fn(),
    onCancel: fn(),
  },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div className={formFrame} style={{ boxShadow: vars.shadow.small, maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blank nickname is refused; a new signature and a swapped hobby are saved. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nickname = canvas.getByLabelText('Nickname');
    await userEvent.clear(nickname);
    await userEvent.click(canvas.getByText('Save changes'));
    await expect(nickname).toHaveFocus();
    await expect(nickname).toHaveAccessibleDescription('Enter a nickname.');
    await userEvent.paste('Mia F.');
    const signature = canvas.getByLabelText('Signature');
    await userEvent.clear(signature);
    await userEvent.click(signature);
    await userEvent.paste('Learning Chinese, one emoji at a time');
    await userEvent.click(canvas.getByLabelText('Music'));
    await userEvent.click(canvas.getByLabelText('Hiking'));
    await userEvent.click(canvas.getByText('Save changes'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...data.mia,
      nickname: 'Mia F.',
      signature: 'Learning Chinese, one emoji at a time',
      hobby: '1,2,5',
    });
  },
};

export const Playground: Story = {};

export const ValidationErrors: Story = {
  args: {
    profile: { ...data.mia, nickname: '', occupation: ' ', height: null, hobby: '' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Save changes'));
  },
};

export const Saved: Story = { args: { saved: true } };

export const ServerError: Story = {
  args: { error: 'Your profile could not be saved. Check your connection and try again.' },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongText: Story = {
  args: {
    profile: {
      ...data.mia,
      signature:
        'Sunsets, salsa, film cameras, long talks about everything and nothing, and the best churros in Madrid',
      introduction: `${data.mia.introduction} `.repeat(6).trim(),
    },
  },
};

export const Chinese: Story = {
  args: { profile: data.xiaoyu, labels: data.labelsZh, ...data.choicesZh },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { args: { saved: true }, globals: inDark };
