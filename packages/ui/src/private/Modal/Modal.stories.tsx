import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { inChinese, inDark, onMobile } from '../stories';
import { TextField } from '../TextField';
import { Modal } from './Modal';

const footer = (
  <>
    <Button variant="secondary">Cancel</Button>
    <Button>Save</Button>
  </>
);

/** Modal is private: product dialogs (ConfirmDialog, GiftDialog…) wrap it. These stories show the base. */
const meta = {
  title: 'Bases/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Edit your nickname',
    description: 'Shown on your profile and in every chat.',
    closeLabel: 'Close',
    children: <TextField label="Nickname" defaultValue="Mia" />,
    footer,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Edit your nickname',
    });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Shown on your profile and in every chat.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { size: 'medium', dismissible: true } };

export const WithoutFooter: Story = {
  args: {
    footer: undefined,
    title: 'About translation',
    children: undefined,
    description:
      'Messages are translated into the language you choose for each chat. 100 characters cost 1 gold coin once your translation pack is used up.',
  },
};

export const NotDismissible: Story = {
  args: {
    dismissible: false,
    footer: (
      <>
        <Button variant="secondary" disabled>
          Cancel
        </Button>
        <Button loading>Save</Button>
      </>
    ),
  },
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Large: Story = { args: { size: 'large' } };

export const Chinese: Story = {
  args: {
    title: '修改昵称',
    description: '昵称会显示在你的资料页和每个聊天中。',
    closeLabel: '关闭',
    children: <TextField label="昵称" defaultValue="小雨" />,
    footer: (
      <>
        <Button variant="secondary">取消</Button>
        <Button>保存</Button>
      </>
    ),
  },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { globals: inDark };
