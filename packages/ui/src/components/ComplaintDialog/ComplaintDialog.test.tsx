import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { describeModalBehaviour } from '../../private/Modal/modalBehaviour';
import { samplePhotos } from '../../private/sampleMembers';
import { render } from '../../../test/render';
import { ComplaintDialog, type ComplaintDialogProps } from './ComplaintDialog';
import { sampleReasons } from './sampleReasons';

const props: ComplaintDialogProps = {
  open: true,
  title: 'Report Lucas',
  reasons: sampleReasons.en,
  labels: {
    reasons: 'Reason',
    notes: 'What happened?',
    notesPlaceholder: 'Tell us what happened.',
    notesCount: '{count}/{max}',
    images: 'Screenshots',
    addImage: 'Add screenshot',
    removeImage: 'Remove screenshot {number}',
    image: 'Screenshot {number}',
    uploading: 'Uploading screenshot',
    submit: 'Submit report',
    cancel: 'Cancel',
    close: 'Close',
  },
  onSubmit: () => {},
  onCancel: () => {},
  onAddImage: () => {},
  onRemoveImage: () => {},
};

describeModalBehaviour('ComplaintDialog', {
  name: 'Report Lucas',
  closeLabel: 'Close',
  renderDialog: ({ open, onClose }) => (
    <ComplaintDialog {...props} open={open} onCancel={onClose} />
  ),
});

const submit = () => page.getByRole('button', { name: 'Submit report' });

describe('ComplaintDialog', () => {
  it('submits only once a reason is chosen', async () => {
    const onSubmit = vi.fn();
    await render(
      <ComplaintDialog {...props} images={samplePhotos.slice(0, 1)} onSubmit={onSubmit} />,
    );
    await expect.element(submit()).toBeDisabled();
    await userEvent.click(page.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.type(
      page.getByRole('textbox', { name: 'What happened?' }),
      '  Links to a shop  ',
    );
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      type: 5,
      notes: 'Links to a shop',
      images: samplePhotos.slice(0, 1),
    });
  });

  it('counts the notes and stops at the limit', async () => {
    await render(<ComplaintDialog {...props} notesMaxLength={10} />);
    const notes = page.getByRole('textbox', { name: 'What happened?' });
    await userEvent.type(notes, 'Twelve chars');
    await expect.element(notes).toHaveValue('Twelve cha');
    await expect.element(notes).toHaveAccessibleDescription('10/10');
  });

  it.each([
    [0, true],
    [2, true],
    [3, false],
  ])('with %d screenshots, offers to add one: %s', async (count, offered) => {
    const onAddImage = vi.fn();
    await render(
      <ComplaintDialog {...props} images={samplePhotos.slice(0, count)} onAddImage={onAddImage} />,
    );
    const add = page.getByRole('button', { name: 'Add screenshot' });
    if (!offered) {
      expect(add.query()).toBeNull();
      return;
    }
    await userEvent.click(add);
    expect(onAddImage).toHaveBeenCalledOnce();
  });

  it('removes the screenshot asked for', async () => {
    const onRemoveImage = vi.fn();
    await render(
      <ComplaintDialog
        {...props}
        images={samplePhotos.slice(0, 3)}
        onRemoveImage={onRemoveImage}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Remove screenshot 2' }));
    expect(onRemoveImage).toHaveBeenCalledExactlyOnceWith({ index: 1 });
  });

  it('waits for an uploading screenshot, and shows an error', async () => {
    await render(
      <ComplaintDialog {...props} defaultReasonId={1} imageUploading error="Could not send" />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Uploading screenshot');
    await expect.element(submit()).toBeDisabled();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Could not send');
  });

  it('while pending, cannot be closed or submitted twice', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    await render(
      <ComplaintDialog
        {...props}
        defaultReasonId={1}
        pending
        onSubmit={onSubmit}
        onCancel={onCancel}
      />,
    );
    await userEvent.click(submit());
    await userEvent.keyboard('{Escape}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
