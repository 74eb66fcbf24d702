import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS_KEPT } from './errorBuffer';
import { inlineBootScript } from './inlineScript';

// The page runs the inline script from its source text alone (scripts/prerender.mjs), so these tests do too: a
// helper the functions reached outside their own bodies would throw here. jsdom, like Safari before 26.2, has no
// Invoker Commands, no `closedby` and no anchor positioning, so every fallback is installed; it has no modal
// dialogs either, so `showModal` and `close` are given the open state they set.
const listeners: [
  string,
  EventListenerOrEventListenerObject,
  boolean | AddEventListenerOptions | undefined,
][] = [];
const addEventListener = window.addEventListener.bind(window);
/** The fonts the script asks for, and what it does when a load fails (as it does offline). */
const fontLoads: string[] = [];
const onFontFailure: ((error: unknown) => unknown)[] = [];

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  // Remembered so the page's listeners can be taken away again after these tests.
  window.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
    listeners.push([type, listener, options]);
    addEventListener(type, listener, options);
  }) as typeof window.addEventListener;
  // A visitor who came from a newsletter's site to a campaign address.
  window.history.replaceState(null, '', '/cloud?utm_source=newsletter&utm_campaign=autumn&ref=x');
  Object.defineProperty(document, 'referrer', {
    configurable: true,
    value: 'https://news.example/issue?id=7',
  });
  sessionStorage.clear();
  // jsdom has no FontFaceSet: one that records what is asked of it and what the script would do on a failure.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      load: (font: string) => {
        fontLoads.push(font);
        return { catch: (handler: (error: unknown) => unknown) => void onFontFailure.push(handler) };
      },
    },
  });
  // Indirect eval: the script runs in the global scope, as an inline <script> does.
  (0, eval)(inlineBootScript);
  window.addEventListener = addEventListener;
});

afterAll(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  for (const [type, listener, options] of listeners) window.removeEventListener(type, listener, options);
  window.__earlyInput?.stop();
  delete window.__earlyInput;
  delete window.__errors;
  delete (document as { fonts?: unknown }).fonts;
  document.body.replaceChildren();
});

const page = (html: string) => {
  document.body.innerHTML = html;
  const get = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
  return get;
};

/** The next task: a command is carried out once its click's dispatch is over. */
const afterClick = () => new Promise((resolve) => setTimeout(resolve));

/** A real click as a pointer makes it: pressed and released at one point. */
const click = async (target: Element, at = { clientX: 5, clientY: 5 }) => {
  target.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, ...at }));
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...at }));
  await afterClick();
};

describe('the inline fallback for Invoker Commands', () => {
  const dialogPage = () =>
    page(`
      <button id="cta" commandfor="d" command="show-modal" data-preset-service="cloud-services"><span>Contact</span></button>
      <dialog id="d"><button id="x" type="button" commandfor="d" command="close">Close</button></dialog>`);

  it('opens the dialog a call to action names, after telling it who asked', async () => {
    const get = dialogPage();
    const dialog = get<HTMLDialogElement>('#d');
    const heard: { command: string; source: Element; open: boolean }[] = [];
    dialog.addEventListener('command', (event) => {
      const { command, source } = event as CommandEvent;
      heard.push({ command, source: source!, open: dialog.open });
    });
    await click(get('#cta span'));
    expect(dialog.open).toBe(true);
    expect(heard).toEqual([{ command: 'show-modal', source: get('#cta'), open: false }]);
  });

  it('opens it even when the page’s own code stops the click (React does while it hydrates)', async () => {
    const get = dialogPage();
    const stop = (event: Event) => event.stopPropagation();
    document.body.addEventListener('click', stop, true);
    await click(get('#cta'));
    document.body.removeEventListener('click', stop, true);
    expect(get<HTMLDialogElement>('#d').open).toBe(true);
  });

  it('closes it from its close button', async () => {
    const get = dialogPage();
    await click(get('#cta'));
    await click(get('#x'));
    expect(get<HTMLDialogElement>('#d').open).toBe(false);
  });

  it('does nothing when the click or the command event is cancelled, or the button is disabled', async () => {
    const get = dialogPage();
    const dialog = get<HTMLDialogElement>('#d');
    const cta = get<HTMLButtonElement>('#cta');
    const cancel = (event: Event) => event.preventDefault();
    cta.addEventListener('click', cancel);
    await click(cta);
    expect(dialog.open).toBe(false);
    cta.removeEventListener('click', cancel);
    dialog.addEventListener('command', cancel);
    await click(cta);
    expect(dialog.open).toBe(false);
    dialog.removeEventListener('command', cancel);
    cta.disabled = true;
    cta.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await afterClick();
    expect(dialog.open).toBe(false);
  });

  it('leaves a submit button of a form to its form', async () => {
    const get = page(`
      <form><button id="send" commandfor="d" command="show-modal">Send</button></form><dialog id="d"></dialog>`);
    get('form').addEventListener('submit', (event) => event.preventDefault());
    await click(get('#send'));
    expect(get<HTMLDialogElement>('#d').open).toBe(false);
  });
});

describe('the inline fallback for closedby="any"', () => {
  // jsdom lays nothing out: every dialog's box is the point (0, 0), so any other point is on its backdrop.
  const inside = { clientX: 0, clientY: 0 };

  it('closes the dialog on a click on its backdrop, not inside it', async () => {
    const get = page(`<dialog id="d" closedby="any" open><p>Text</p></dialog>`);
    const dialog = get<HTMLDialogElement>('#d');
    await click(dialog, inside);
    expect(dialog.open).toBe(true);
    await click(dialog);
    expect(dialog.open).toBe(false);
  });

  it('keeps it open when the press began inside (a text selection that ends outside)', async () => {
    const get = page(`<dialog id="d" closedby="any" open><input></dialog>`);
    const dialog = get<HTMLDialogElement>('#d');
    get('input').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 5, clientY: 5 }));
    await afterClick();
    expect(dialog.open).toBe(true);
  });

  it('leaves a dialog without closedby="any" open', async () => {
    const get = page(`<dialog id="d" open></dialog>`);
    await click(get('#d'));
    expect(get<HTMLDialogElement>('#d').open).toBe(true);
  });
});

describe('the inline presets of calls to action', () => {
  const contactPage = () =>
    page(`
      <button id="cloud" commandfor="d" command="show-modal" data-preset-service="cloud-services">Cloud</button>
      <button id="plain" commandfor="d" command="show-modal">Contact</button>
      <dialog id="d"><button id="x" type="button" commandfor="d" command="close">Close</button>
        <select name="service"><option value=""></option><option>cloud-services</option><option>it-talent</option>
        </select></dialog>`);

  it('start the named field with the value of the call to action that opened the dialog', async () => {
    const get = contactPage();
    await click(get('#cloud'));
    expect(get<HTMLSelectElement>('select').value).toBe('cloud-services');
  });

  it('leave the visitor’s choice alone for a call to action without a preset, and on closing', async () => {
    const get = contactPage();
    const select = get<HTMLSelectElement>('select');
    select.value = 'it-talent';
    await click(get('#plain'));
    await click(get('#x'));
    expect(select.value).toBe('it-talent');
  });
});

describe('the inline note of the visit', () => {
  it('keeps the landing page, the referring host only and the campaign tags for the tab', async () => {
    expect(JSON.parse(sessionStorage.getItem('visit') ?? '{}')).toEqual({
      startedAt: expect.any(Number),
      landing_page: '/cloud',
      referrer_host: 'news.example',
      utm_source: 'newsletter',
      utm_campaign: 'autumn',
    });
  });

  it('fills the hidden source fields of a dialog as it opens, leaving the call to action’s own to its presets', async () => {
    window.history.replaceState(null, '', '/about');
    const get = page(`
      <button id="cta" commandfor="d" command="show-modal" data-preset-cta_place="about-hero">Book</button>
      <dialog id="d"><form>${['source_page', 'landing_page', 'utm_campaign', 'utm_term', 'cta_place']
        .map((name) => `<input type="hidden" name="${name}">`)
        .join('')}</form></dialog>`);
    await click(get('#cta'));
    const fields = Object.fromEntries(new FormData(get<HTMLFormElement>('form')));
    expect(fields).toEqual({
      source_page: '/about',
      landing_page: '/cloud',
      utm_campaign: 'autumn',
      utm_term: '',
      cta_place: 'about-hero',
    });
  });
});

describe('the inline request for the site font', () => {
  it('asks for the face of the site’s family at once, for Latin text only (a space, the default)', () => {
    expect(fontLoads).toEqual(["1em 'Inter Variable'"]);
  });

  it('drops a load that fails (offline, blocked): the page keeps the fallback font, no rejection is left unhandled', () => {
    expect(onFontFailure).toHaveLength(1);
    const [dropFailure] = onFontFailure;
    expect(() => dropFailure?.(new DOMException('A network error occurred.', 'NetworkError'))).not.toThrow();
  });
});

describe('the inline early-input recorder', () => {
  it('is there for the app to take over, with nothing queued', async () => {
    expect(window.__earlyInput?.queue).toEqual([]);
    expect(window.__earlyInput?.dragging()).toBe(false);
  });
});

describe('the inline buffer of the page’s errors', () => {
  it('keeps uncaught errors and rejections from the first paint on, a few at most, for the reporter', () => {
    const queue = window.__errors!;
    expect(queue).toEqual([]);
    const error = new ErrorEvent('error', { message: 'Uncaught TypeError: x is undefined' });
    window.dispatchEvent(error);
    const rejection = new Event('unhandledrejection');
    window.dispatchEvent(rejection);
    expect(queue).toEqual([error, rejection]);
    for (let i = 0; i < 20; i++) window.dispatchEvent(new ErrorEvent('error', { message: `loop ${i}` }));
    expect(queue).toHaveLength(ERRORS_KEPT);
    queue.splice(0);
  });

  it('hands every later error to whoever takes over the queue’s push (the reporter)', () => {
    const queue = window.__errors!;
    const taken: unknown[] = [];
    queue.push = (...items) => taken.push(...items);
    const error = new ErrorEvent('error', { message: 'after the reporter loaded' });
    window.dispatchEvent(error);
    expect(taken).toEqual([error]);
    expect(queue).toHaveLength(0);
  });
});
