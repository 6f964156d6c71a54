import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { MessageInput } from '../MessageInput';
import { labelsEn as inputLabelsEn } from '../MessageInput/MessageInput.fixtures';
import { VoiceRecorder } from './VoiceRecorder';
import { labelsEn, labelsZh, speaking } from './VoiceRecorder.fixtures';

const meta = {
  title: 'Components/VoiceRecorder',
  component: VoiceRecorder,
  args: {
    state: 'idle',
    elapsed: 0,
    levels: [],
    labels: labelsEn,
    onStart: fn(),
    onSend: fn(),
    onCancel: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: ['idle', 'recording', 'tooShort'] } },
  // Leaves room above the button for the panel, which floats over the chat from the edge of
  // the positioned box that holds the recorder (the message box's toolbar).
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 110, paddingInline: 16, minHeight: 160 }}>
        <div style={{ position: 'relative', maxWidth: 340 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof VoiceRecorder>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Hold Space (or Enter) to record and let go to send; Escape throws it away. A pointer held on
 * the button and released sends too.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const mic = canvas.getByRole('button', { name: 'Hold to record a voice message' });
    await userEvent.tab();
    await expect(mic).toHaveFocus();
    await fireEvent.keyDown(mic, { key: ' ', code: 'Space' });
    await fireEvent.keyDown(mic, { key: ' ', code: 'Space', repeat: true });
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await fireEvent.keyUp(mic, { key: ' ', code: 'Space' });
    await expect(args.onSend).toHaveBeenCalledTimes(1);

    await fireEvent.keyDown(mic, { key: 'Enter', code: 'Enter' });
    await expect(args.onStart).toHaveBeenCalledTimes(2);
    await fireEvent.keyDown(mic, { key: 'Escape', code: 'Escape' });
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await fireEvent.keyUp(mic, { key: 'Enter', code: 'Enter' });
    await expect(args.onSend).toHaveBeenCalledTimes(1);

    await fireEvent.pointerDown(mic, { button: 0, pointerId: 1 });
    await expect(args.onStart).toHaveBeenCalledTimes(3);
    await fireEvent.pointerUp(mic, { button: 0, pointerId: 1 });
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = {};

/** Recording, seven seconds in, the meter following the voice. */
export const Recording: Story = {
  args: { state: 'recording', elapsed: 7.4, levels: speaking },
};

/** Slid away from the button while holding: letting go now cancels. */
export const SlidAway: Story = {
  args: { state: 'recording', elapsed: 3.2, levels: speaking.slice(0, 14) },
  play: async ({ canvasElement }) => {
    const mic = within(canvasElement).getByRole('button', { name: labelsEn.record });
    await fireEvent.pointerDown(mic, { button: 0, pointerId: 1, clientX: 20, clientY: 130 });
    const box = mic.getBoundingClientRect();
    await fireEvent.pointerMove(mic, { pointerId: 1, clientX: box.right + 120, clientY: box.top });
    await within(canvasElement).findByText('Release to cancel');
  },
};

/** Reached the minute: it sends by itself. */
export const TimeUp: Story = {
  args: { state: 'recording', elapsed: 60, levels: speaking },
  play: async ({ args, canvasElement }) => {
    const mic = within(canvasElement).getByRole('button', { name: labelsEn.record });
    await fireEvent.pointerDown(mic, { button: 0, pointerId: 1 });
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await fireEvent.pointerUp(mic, { button: 0, pointerId: 1 });
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Let go under a second: nothing is sent, and the recorder says why. */
export const TooShort: Story = { args: { state: 'tooShort' } };

export const Chinese: Story = {
  args: { state: 'recording', elapsed: 12, levels: speaking, labels: labelsZh },
  globals: { ...onDesktop, ...inChinese },
};

export const TooShortChinese: Story = {
  args: { state: 'tooShort', labels: labelsZh },
  globals: inChinese,
};

/** In the message box of a phone, recording. */
export const MobileInMessageBox: Story = {
  args: { state: 'recording', elapsed: 23, levels: speaking },
  globals: onMobile,
  render: (args) => (
    <MessageInput
      labels={inputLabelsEn}
      onSend={fn()}
      onPickImage={fn()}
      onRedPacket={fn()}
      onGift={fn()}
      voiceRecorder={<VoiceRecorder {...args} />}
    />
  ),
};

export const Dark: Story = {
  args: { state: 'recording', elapsed: 41, levels: speaking },
  globals: { ...onDesktop, ...inDark },
};
