import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { actAsync, render } from '../../../test/render';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import * as data from './RegisterForm.fixtures';

const props: RegisterFormProps = {
  step: 'code',
  labels: data.labelsEn,
  ...data.choicesEn,
  defaultValues: data.miaSoFar,
  onSubmitStep: () => {},
  onBack: () => {},
  onResendCode: () => {},
};

describe('RegisterForm code step', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tick = (ms: number) => actAsync(() => vi.advanceTimersByTime(ms));

  it('waits 60 seconds after the code went out before offering another', async () => {
    await render(<RegisterForm {...props} />);
    await expect.element(page.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await tick(59_000);
    await expect.element(page.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    await tick(1_000);
    await expect.element(page.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('asks for a new code, and counts again from 60 once the owner says it went out', async () => {
    const onResendCode = vi.fn();
    const { rerender } = await render(
      <RegisterForm {...props} onResendCode={onResendCode} codeSentAt={1} />,
    );
    await tick(60_000);
    await userEvent.click(page.getByRole('button', { name: 'Resend code' }));
    expect(onResendCode).toHaveBeenCalledWith({ email: 'mia.fernandez@example.com' });
    await rerender(<RegisterForm {...props} onResendCode={onResendCode} codeSentAt={2} />);
    await expect.element(page.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });

  it('keeps what was typed when the member goes back and returns', async () => {
    const onBack = vi.fn();
    const { rerender } = await render(
      <RegisterForm
        {...props}
        step="code"
        defaultValues={{ email: 'mia@example.com' }}
        onBack={onBack}
      />,
    );
    await userEvent.fill(page.getByRole('textbox', { name: 'Verification code' }), '12');
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledWith({ step: 'email' });
    await rerender(<RegisterForm {...props} step="email" onBack={onBack} />);
    await expect
      .element(page.getByRole('textbox', { name: 'E-mail address' }))
      .toHaveValue('mia@example.com');
    await rerender(<RegisterForm {...props} step="code" onBack={onBack} />);
    await expect
      .element(page.getByRole('textbox', { name: 'Verification code' }))
      .toHaveValue('12');
  });
});
