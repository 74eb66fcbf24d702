import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useContactDialog } from '../../store/contactDialog';
import { theme } from '../../ui/theme';
import ContactDialog from './ContactDialog';
import { readOutbox } from './outbox';
import { noteVisit, visitFields } from '../../boot/visit';

beforeAll(() => {
  // jsdom has no modal dialogs: open and close are enough for these tests.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const setup = async () => {
  render(
    <ThemeProvider theme={theme}>
      <ContactDialog />
    </ThemeProvider>,
  );
  act(() =>
    useContactDialog
      .getState()
      .openDialog({ place: 'service-panel', preset: 'cloud-services', opener: null }),
  );
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

const dialogOpen = () => document.querySelector('dialog')?.hasAttribute('open');

describe('contact dialog sending to the site endpoint', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the values as JSON with one Idempotency-Key, once, even when Send Message is double-clicked', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = await setup();
    const send = screen.getByRole('button', { name: 'Send Message' });
    await user.dblClick(send);
    await user.click(send);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      service: 'cloud-services',
      message: 'Two React engineers, please.',
    });
    await act(async () => answer(new Response('{"status":"stored"}', { status: 201 })));
    await waitFor(() => expect(dialogOpen()).toBe(false));
    expect(screen.getByLabelText('Full Name *')).toHaveValue('');
  });

  it('sends where the lead came from: this page, the call to action that opened the dialog, the visit', async () => {
    window.history.replaceState(null, '', '/cloud?utm_source=newsletter&utm_campaign=autumn');
    // The page's inline script notes the visit as the landing page starts.
    noteVisit(visitFields);
    const fetchMock = vi.fn(async () => new Response('{"status":"stored"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const announced: unknown[] = [];
    const listen = (event: Event) => announced.push((event as CustomEvent).detail);
    document.addEventListener('contact-lead-stored', listen);
    const user = await setup();
    window.history.replaceState(null, '', '/about');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(dialogOpen()).toBe(false));
    document.removeEventListener('contact-lead-stored', listen);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      source_page: '/about',
      cta_place: 'service-panel',
      cta_service: 'cloud-services',
      landing_page: '/cloud',
      referrer_host: '',
      utm_source: 'newsletter',
      utm_medium: '',
      utm_campaign: 'autumn',
    });
    expect(announced).toEqual([{ page: '/about', place: 'service-panel', service: 'cloud-services' }]);
    window.history.replaceState(null, '', '/');
  });

  it('shows the host’s field messages exactly as its own, tied to the field, and keeps every value', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ errors: { email: 'The host says no.' } }), { status: 400 }),
      ),
    );
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email *')).toHaveAccessibleDescription('The host says no.'),
    );
    expect(screen.getByLabelText('Email *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email *')).toHaveFocus();
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Ada Lovelace');
    expect(dialogOpen()).toBe(true);
  });

  it('sends again under a new key when the host holds another message under the draft’s key', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"errors":{"form":"changed"}}', { status: 422 }))
      .mockResolvedValueOnce(new Response('{"status":"stored"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(dialogOpen()).toBe(false));
    const keys = fetchMock.mock.calls.map(
      ([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('tells the owner of a lead it could not send, with the host’s answer only, never the lead', async () => {
    window.__errors = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not Found', { status: 404 })),
    );
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(document.getElementById('contact-form-error')).toHaveTextContent(/not sent/));
    const noted = window.__errors.map((item) => ('kind' in item ? [item.kind, String(item.error)] : item));
    expect(noted).toEqual([['lead', 'Error: The lead could not be sent: the host answered HTTP 404']]);
    delete window.__errors;
  });

  it('says when to try again after too many messages, and keeps every value', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429, headers: { 'Retry-After': '420' } })),
    );
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please try again in 7 minutes.');
    expect(screen.getByLabelText('Message *')).toHaveValue('Two React engineers, please.');
  });

  it('keeps the lead in the outbox while offline, says so honestly and closes', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(dialogOpen()).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readOutbox()).toEqual([
      expect.objectContaining({
        values: expect.objectContaining({ name: 'Ada Lovelace', service: 'cloud-services' }),
      }),
    ]);
    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    vi.restoreAllMocks();
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
