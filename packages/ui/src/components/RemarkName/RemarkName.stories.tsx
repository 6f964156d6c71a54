import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { RemarkName, type RemarkNameLabels } from './RemarkName';
import { vars } from '../../theme/contract.css';

const labelsEn: RemarkNameLabels = {
  edit: 'Edit remark name',
  field: 'Remark name',
  saving: 'Saving',
};
const labelsZh: RemarkNameLabels = { edit: '修改备注名', field: '备注名', saving: '正在保存' };

const meta = {
  title: 'Components/RemarkName',
  component: RemarkName,
  args: {
    remarkName: 'Lucas (climbing)',
    nickname: 'Lucas Becker',
    labels: labelsEn,
    onSave: fn(async () => {}),
  },
  // As on a chat's header: a heading-sized name.
  decorators: [
    (Story) => (
      <div
        style={{
          background: vars.color.background.surface,
          padding: vars.space.large,
          borderRadius: vars.radius.large,
          boxShadow: vars.shadow.small,
          maxWidth: 420,
          fontSize: 17,
          fontWeight: 600,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RemarkName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, type, Enter saves; Escape leaves the name as it was. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Lucas (climbing) Edit remark name' }),
    );
    const field = canvas.getByRole('textbox', { name: 'Remark name' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('Lucas from Berlin{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ value: 'Lucas from Berlin' });
    const button = await canvas.findByRole('button', {
      name: 'Lucas from Berlin Edit remark name',
    });
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('Something else{Escape}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    // Focus goes back to the name at the next frame (RemarkName.tsx), late on a busy machine.
    const restored = await canvas.findByRole('button', { name: /^Lucas from Berlin/ });
    await waitFor(() => expect(restored).toHaveFocus());
  },
};

export const Playground: Story = {};

/** No remark yet: the nickname shows, and the field suggests it. */
export const WithoutRemark: Story = { args: { remarkName: null } };

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
  },
};

/** The server refuses: the previous name comes back, nothing else changes. */
export const SaveFails: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Network error'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.clear(canvas.getByRole('textbox'));
    await userEvent.type(canvas.getByRole('textbox'), 'Luke');
    await userEvent.tab();
    await expect(args.onSave).toHaveBeenCalledWith({ value: 'Luke' });
    await expect(await canvas.findByRole('button', { name: /^Lucas \(climbing\)/ })).toBeEnabled();
  },
};

/** The new name shows at once, with a spinner until the server answers. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.keyboard('Lucas from Berlin{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saving');
  },
};

/** 50 characters at most. */
export const LongName: Story = {
  args: { remarkName: 'Maria Isabel de los Ángeles from the salsa class!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.keyboard('{End}!!!');
    await expect(canvas.getByRole('textbox')).toHaveValue(
      'Maria Isabel de los Ángeles from the salsa class!!',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Chinese: Story = {
  args: { remarkName: '小雨（摄影师）', nickname: '小雨', labels: labelsZh },
  globals: { ...onDesktop, ...inChinese },
};

export const Desktop: Story = { globals: onDesktop };

export const Mobile: Story = { ...Editing, globals: onMobile };

export const MobileChinese: Story = {
  ...Editing,
  args: Chinese.args,
  globals: { ...onMobile, ...inChinese },
};

export const Dark: Story = { globals: { ...onDesktop, ...inDark } };
