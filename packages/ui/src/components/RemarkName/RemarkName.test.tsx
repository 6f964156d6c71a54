import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../../test/render';
import { RemarkName, type RemarkNameProps } from './RemarkName';

const labels = { edit: 'Edit remark name', field: 'Remark name', saving: 'Saving' };

async function renderName(props: Partial<RemarkNameProps> = {}) {
  const onSave = vi.fn<RemarkNameProps['onSave']>(async () => {});
  return {
    onSave,
    ...(await render(
      <RemarkName
        remarkName="Lucas (climbing)"
        nickname="Lucas Becker"
        labels={labels}
        onSave={onSave}
        {...props}
      />,
    )),
  };
}

const nameButton = (name: string | RegExp) => page.getByRole('button', { name });
const field = () => page.getByRole('textbox', { name: 'Remark name' });

describe('RemarkName', () => {
  it('saves on blur', async () => {
    const { onSave } = await renderName();
    await userEvent.click(nameButton(/Lucas \(climbing\)/));
    await userEvent.fill(field(), 'Lucas from Berlin');
    await userEvent.tab();
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ value: 'Lucas from Berlin' });
    await expect.element(nameButton(/^Lucas from Berlin/)).toBeVisible();
  });

  it('puts the previous name back when saving fails', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('offline')));
    await renderName({ onSave });
    await userEvent.click(nameButton(/Lucas \(climbing\)/));
    await userEvent.fill(field(), 'Luke');
    await userEvent.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledOnce();
    await expect.element(nameButton(/^Lucas \(climbing\)/)).toBeVisible();
    await expect.element(nameButton(/^Lucas \(climbing\)/)).not.toHaveAttribute('aria-disabled');
  });

  it('cancels with Escape and does not save an unchanged name', async () => {
    const { onSave } = await renderName();
    await userEvent.click(nameButton(/Lucas \(climbing\)/));
    await userEvent.fill(field(), 'Someone else');
    await userEvent.keyboard('{Escape}');
    await expect.element(nameButton(/^Lucas \(climbing\)/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears the remark with an empty name and shows the nickname', async () => {
    const { onSave } = await renderName();
    await userEvent.click(nameButton(/Lucas \(climbing\)/));
    await userEvent.fill(field(), '   ');
    await userEvent.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith({ value: '' });
    await expect.element(nameButton(/^Lucas Becker/)).toBeVisible();
  });

  it('keeps names to 50 characters', async () => {
    await renderName({ remarkName: null });
    await userEvent.click(nameButton(/Lucas Becker/));
    await userEvent.type(field(), 'x'.repeat(60));
    expect((field().element() as HTMLInputElement).value).toHaveLength(50);
  });

  it('follows a remark changed by the owner', async () => {
    const { rerender } = await renderName();
    await rerender(
      <RemarkName
        remarkName="Climbing buddy"
        nickname="Lucas Becker"
        labels={labels}
        onSave={() => {}}
      />,
    );
    await expect.element(nameButton(/^Climbing buddy/)).toBeVisible();
  });
});
