import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { LanguageSelect, type InterfaceLanguage } from './LanguageSelect';

/** /system/language: each interface language named in itself. */
const languages: InterfaceLanguage[] = [
  { code: 'zh-CN', language: '简体中文' },
  { code: 'zh-TW', language: '繁體中文' },
  { code: 'en', language: 'English' },
  { code: 'de', language: 'Deutsch' },
  { code: 'ru', language: 'Русский' },
  { code: 'ko', language: '한국어' },
  { code: 'ja', language: '日本語' },
  { code: 'es', language: 'Español' },
];

const meta = {
  title: 'Components/LanguageSelect',
  component: LanguageSelect,
  args: { languages, value: 'en', label: 'Language', onChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['pill', 'field'] } },
  globals: onDesktop,
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Select's list opens in a portal; on a busy machine that can take more than a second. */
const listOpens = { timeout: 5000 };

/** Open, see the current language checked, choose another by keyboard. */
export const Default: Story = {
  render: function Switcher(args) {
    const [value, setValue] = useState(args.value);
    return (
      <LanguageSelect
        {...args}
        value={value}
        onChange={(change) => {
          args.onChange(change);
          setValue(change.code);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(trigger).toHaveTextContent('English');
    await userEvent.click(trigger);
    const current = await body.findByRole('option', { name: 'English' }, listOpens);
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await expect(current).toHaveAttribute('lang', 'en');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ code: 'de' });
    await waitFor(() => expect(trigger).toHaveTextContent('Deutsch'));
  },
};

export const Playground: Story = {};

/**
 * While a Radix Select is open it hides the rest of the page from screen readers, as a modal
 * listbox does, and the trigger under that veil stays focusable: axe's aria-hidden-focus rule is
 * off for the stories that screenshot the open list.
 */
const openList = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** The list open, for the screenshot: the current language is checked. */
export const Open: Story = {
  parameters: openList,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Language' }));
    await within(canvasElement.ownerDocument.body).findByRole('listbox', {}, listOpens);
  },
};

export const Switching: Story = {
  args: { value: 'de', pending: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
  },
};

export const Field: Story = {
  args: {
    variant: 'field',
    label: 'Interface language',
    hint: 'Menus, notifications and e-mails use this language.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const Chinese: Story = {
  args: { value: 'zh-CN', label: '语言' },
  globals: inChinese,
  parameters: openList,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '语言' }));
    await within(canvasElement.ownerDocument.body).findByRole('listbox', {}, listOpens);
  },
};

export const Mobile: Story = { ...Open, globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { ...Open, args: { value: 'ja' }, globals: inDark };
