import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredNewsletterForm } from './deferred-newsletter-form';
import { NewsletterFormView } from './newsletter-form-view';

const signUp = jest.fn();
const pretendSuccess = jest.fn();
jest.mock('@/lib/email/sign-up', () => ({
  signUp: (...args: unknown[]) => signUp(...args),
  pretendSuccess: (...args: unknown[]) => pretendSuccess(...args),
  resendConfirmation: jest.fn(),
}));

function renderDeferred() {
  return render(
    <DeferredNewsletterForm location="footer">
      <NewsletterFormView location="footer" />
    </DeferredNewsletterForm>,
  );
}

describe('DeferredNewsletterForm', () => {
  // The form is far from the screen: only the visitor's reaching it loads its code.
  beforeAll(() => {
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: class {
        observe() {}
        disconnect() {}
      },
    });
  });
  afterAll(() => {
    delete (window as Partial<Window>).IntersectionObserver;
  });
  beforeEach(() => {
    signUp.mockReset();
    pretendSuccess.mockReset();
  });

  it('shows the server’s copy of the form, and swaps in the working one on focus, keeping what was typed and the focus', async () => {
    const user = userEvent.setup();
    renderDeferred();
    const field = screen.getByLabelText('Tu correo electrónico');
    await user.click(field);
    await user.keyboard('ana@');
    await waitFor(() => expect(screen.getByLabelText('Tu correo electrónico')).not.toBe(field));
    const working = screen.getByLabelText('Tu correo electrónico');
    expect(working).toHaveValue('ana@');
    expect(working).toHaveFocus();
    await user.keyboard('empresa.mx');
    expect(working).toHaveValue('ana@empresa.mx');
  });

  it('holds a submit made on the server’s copy and sends it from the working form', async () => {
    signUp.mockResolvedValue({ ok: true, code: 'sent', stage: 'signup', email: 'ana@empresa.mx' });
    renderDeferred();
    const field = screen.getByLabelText('Tu correo electrónico');
    fireEvent.change(field, { target: { value: 'ana@empresa.mx' } });
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByTestId('newsletter-footer').dispatchEvent(submit);
    // Never the browser's own GET, which would put the address in the URL.
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(signUp).toHaveBeenCalledTimes(1));
    expect(signUp.mock.calls[0]?.[0]).toBe('ana@empresa.mx');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Falta un paso: te enviamos un correo a ana@empresa\.mx/,
    );
  });

  it('carries a honeypot a bot filled in the server’s copy: it sees success, nothing is sent', async () => {
    pretendSuccess.mockReturnValue({
      ok: true,
      code: 'sent',
      stage: 'signup',
      email: 'bot@spam.example',
    });
    const { container } = renderDeferred();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="sitio_web"]')!;
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    fireEvent.change(screen.getByLabelText('Tu correo electrónico'), {
      target: { value: 'bot@spam.example' },
    });
    screen
      .getByTestId('newsletter-footer')
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(pretendSuccess).toHaveBeenCalledTimes(1));
    expect(signUp).not.toHaveBeenCalled();
  });

  it('keeps what was typed after the code arrived and before the swap, and a submit made then', async () => {
    signUp.mockResolvedValue({ ok: true, code: 'sent', stage: 'signup', email: 'ana@empresa.mx' });
    renderDeferred();
    const field = screen.getByLabelText('Tu correo electrónico');
    fireEvent.focusIn(field);
    // The form's code has arrived (its import resolves in microtasks); React has not swapped yet.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(screen.getByLabelText('Tu correo electrónico')).toBe(field);
    fireEvent.change(field, { target: { value: 'ana@empresa.mx' } });
    screen
      .getByTestId('newsletter-footer')
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(signUp).toHaveBeenCalledTimes(1));
    expect(signUp.mock.calls[0]?.[0]).toBe('ana@empresa.mx');
  });
});
