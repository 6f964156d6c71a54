import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { BellIcon, ChatIcon } from '../icons';
import { inChinese, inDark, onMobile } from '../stories';
import { EmptyState } from './EmptyState';

const onFindPeople = fn();

const meta = {
  title: 'Bases/EmptyState',
  component: EmptyState,
  args: {
    title: 'No conversations yet',
    description: 'Say hello to someone you like. Your chats will appear here.',
    icon: <ChatIcon />,
    action: <Button onClick={onFindPeople}>Find people</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Find people' }));
    await expect(onFindPeople).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

export const WithoutAction: Story = {
  args: {
    title: 'No notifications',
    description: 'Likes, comments and new followers will show up here.',
    icon: <BellIcon />,
    action: undefined,
  },
};

export const TitleOnly: Story = {
  args: { title: 'Nothing here', description: undefined, icon: undefined, action: undefined },
};

export const Chinese: Story = {
  args: {
    title: '还没有聊天',
    description: '向你喜欢的人打个招呼吧，聊天记录会显示在这里。',
    action: <Button onClick={onFindPeople}>去认识新朋友</Button>,
  },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { globals: inDark };
