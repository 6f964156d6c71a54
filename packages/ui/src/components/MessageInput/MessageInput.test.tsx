import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../../test/render';
import { MessageInput, type MessageInputProps } from './MessageInput';
import { labelsEn } from './MessageInput.fixtures';

async function renderInput(props: Partial<MessageInputProps> = {}) {
  const onSend = vi.fn();
  return {
    onSend,
    ...(await render(<MessageInput labels={labelsEn} onSend={onSend} {...props} />)),
  };
}

const box = () => page.getByRole('textbox', { name: 'Message' });

describe('MessageInput', () => {
  it('sends trimmed text with Enter and empties the box', async () => {
    const { onSend } = await renderInput();
    await userEvent.type(box(), '  Hello Mia  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ text: 'Hello Mia' });
    await expect.element(box()).toHaveValue('');
  });

  it('does not send while an input method is composing', async () => {
    const { onSend } = await renderInput({ defaultValue: '你好' });
    const textarea = box().element();
    textarea.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'Enter',
        bubbles: true,
        cancelable: true,
        isComposing: true,
      }),
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends nothing while disabled', async () => {
    const { onSend } = await renderInput({
      defaultValue: 'Hi',
      disabled: true,
      status: 'Reconnecting…',
    });
    await expect.element(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('passes JPG, PNG and GIF photos on and turns other files away', async () => {
    const onPickImage = vi.fn();
    const onInvalidImage = vi.fn();
    const { container } = await renderInput({ onPickImage, onInvalidImage });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/jpeg,image/png,image/gif');
    const photo = new File(['gif'], 'hello.gif', { type: 'image/gif' });
    const pdf = new File(['pdf'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, photo);
    await userEvent.upload(input, pdf);
    expect(onPickImage).toHaveBeenCalledExactlyOnceWith({ file: photo });
    expect(onInvalidImage).toHaveBeenCalledExactlyOnceWith({ file: pdf });
  });

  it('does not insert an emoji that would pass the limit', async () => {
    await renderInput({ defaultValue: 'x'.repeat(996) });
    await userEvent.click(page.getByRole('button', { name: 'Emoji' }));
    await userEvent.click(page.getByRole('button', { name: '[smile]' }));
    expect((box().element() as HTMLTextAreaElement).value).toHaveLength(996);
  });

  it('reports the translation language, and "no translation" as an empty code', async () => {
    const onTranslationLanguageChange = vi.fn();
    await renderInput({
      translationLanguages: [{ code: 'es', name: 'Spanish' }],
      translationLanguage: 'es',
      onTranslationLanguageChange,
    });
    await userEvent.click(page.getByRole('combobox', { name: 'Translate my messages into' }));
    await userEvent.click(page.getByRole('option', { name: 'No translation' }));
    expect(onTranslationLanguageChange).toHaveBeenCalledWith({ code: '' });
  });
});
