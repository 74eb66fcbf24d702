import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useContactDialog } from '../../store/contactDialog';
import { theme } from '../../ui/theme';
import ContactDialog from './ContactDialog';

beforeAll(() => {
  // jsdom has no modal dialogs: open and close are enough for these tests.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const ENDPOINT = 'https://forms.test/contact';

const setup = async () => {
  render(
    <ThemeProvider theme={theme}>
      <ContactDialog />
    </ThemeProvider>,
  );
  act(() => useContactDialog.getState().openDialog('cloud-services', null));
  const user = userEvent.setup({ delay: null });
  const fill = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await fill('Full Name *', 'Ada Lovelace');
  await fill('Email *', 'ada@example.com');
  await fill('Message *', 'Two React engineers, please.');
  return user;
};

describe('contact dialog with an endpoint', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubEnv('VITE_CONTACT_ENDPOINT', ENDPOINT);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    act(() => useContactDialog.getState().closeDialog());
  });

  it('posts the values as JSON exactly once, even when Send Message is double-clicked', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = await setup();
    const send = screen.getByRole('button', { name: 'Send Message' });
    await user.dblClick(send);
    await user.click(send);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      service: 'cloud-services',
      message: 'Two React engineers, please.',
    });
    await act(async () => answer(new Response('{}', { status: 200 })));
    await waitFor(() => expect(useContactDialog.getState().open).toBe(false));
  });

  it('keeps the dialog open with every value when the server fails, and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    );
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 5000 });
    expect(alerts.some((a) => a.textContent?.includes('Your message was not sent'))).toBe(true);
    expect(useContactDialog.getState().open).toBe(true);
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email *')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Service')).toHaveValue('cloud-services');
    expect(screen.getByLabelText('Message *')).toHaveValue('Two React engineers, please.');
  });

  it('sends nothing when the hidden honeypot field was filled by a bot', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const user = await setup();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot field');
    honeypot.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
