import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { PrivilegeTable } from './PrivilegeTable';
import * as data from './PrivilegeTable.fixtures';

const meta = {
  title: 'Components/PrivilegeTable',
  component: PrivilegeTable,
  args: { rows: data.rowsEn, currentLevel: 0, labels: data.labelsEn },
  argTypes: { currentLevel: { control: 'inline-radio', options: [0, 1, 2] } },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrivilegeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen reader hears each check and cross in words, with the row and column headers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Compare memberships' });
    const header = within(table).getByRole('columnheader', { name: 'Your plan Normal' });
    await expect(header).toBeVisible();
    const row = within(table).getByRole('row', { name: /See who liked me/ });
    const cells = within(row).getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent)).toEqual([
      'Not included',
      'Not included',
      'Included',
    ]);
  },
};

export const Playground: Story = {};

export const NormalMember: Story = { args: { currentLevel: 0 } };

export const VipMember: Story = { args: { currentLevel: 1 } };

export const SvipMember: Story = { args: { currentLevel: 2 } };

export const LongText: Story = {
  args: {
    rows: [
      {
        key: 'exclusiveService',
        label: 'Exclusive customer service in your own language, around the clock',
        description: 'A dedicated agent answers within minutes, including on public holidays',
        normal: false,
        vip: false,
        svip: true,
      },
      ...data.rowsEn.slice(0, 3),
    ],
  },
};

export const Chinese: Story = {
  args: { rows: data.rowsZh, labels: data.labelsZh, currentLevel: 1 },
  globals: inChinese,
};

export const Mobile: Story = { args: { currentLevel: 2 }, globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { args: { currentLevel: 1 }, globals: inDark };
