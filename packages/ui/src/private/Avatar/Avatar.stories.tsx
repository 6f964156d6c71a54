import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../stories';
import { Avatar } from './Avatar';
import portrait from './fixtures/portrait.svg';

const meta = {
  title: 'Bases/Avatar',
  component: Avatar,
  args: { name: 'Mia', src: portrait, size: 'large', onlineLabel: 'Online' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xsmall', 'small', 'medium', 'large', 'xlarge'] },
    level: { control: 'inline-radio', options: ['normal', 'vip', 'svip'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Mia' })).toBeVisible();
  },
};

export const Playground: Story = { args: { level: 'vip', online: true } };

export const WithoutPhoto: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {['Mia', 'Lucas', 'Олег', '小雨', 'さくら', '지민'].map((name) => (
        <Avatar key={name} {...args} name={name} src={undefined} />
      ))}
    </div>
  ),
};

export const MemberLevels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} level="normal" />
      <Avatar {...args} level="vip" name="Lucas" src={undefined} />
      <Avatar {...args} level="svip" />
    </div>
  ),
};

export const Online: Story = {
  args: { online: true, level: 'vip' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Mia, Online' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {(['xsmall', 'small', 'medium', 'large', 'xlarge'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} level="svip" online />
      ))}
    </div>
  ),
};

export const Chinese: Story = {
  args: { name: '小雨', src: undefined, online: true, onlineLabel: '在线', level: 'vip' },
  globals: inChinese,
};

export const Mobile: Story = { ...MemberLevels, globals: onMobile };

export const Dark: Story = { ...Sizes, globals: inDark };
