import { afterEach, describe, expect, it } from 'vitest';
import { captureEarlyInput } from '../../boot/earlyInput';
import { sourceFields } from '../../shared/sourceFields';
import { listenForContactCommands, presetFromCommand } from './invokerPreset';

/** What the browser dispatches on the dialog when a button with `commandfor` is used (jsdom has no CommandEvent). */
const command = (source: Element | null, name = 'show-modal') =>
  Object.assign(new Event('command', { cancelable: true }), { command: name, source });

const page = () => {
  document.body.innerHTML = `
    <button id="cloud" data-place="service-panel" data-service="cloud-services"></button>
    <button id="plain"></button>
    <dialog id="contact-dialog"><form><select id="contact-service">
      <option value=""></option><option value="cloud-services"></option><option value="it-talent"></option>
    </select>${sourceFields.map((f) => `<input type="hidden" name="${f}">`).join('')}</form></dialog>`;
  const get = (id: string) => document.getElementById(id)!;
  return { dialog: get('contact-dialog'), select: get('contact-service') as HTMLSelectElement, get };
};

describe('preselection by the call to action that opens the dialog', () => {
  afterEach(() => {
    document.removeEventListener('command', presetFromCommand, { capture: true });
    window.__earlyInput?.stop();
    window.__earlyInput?.takeCommands();
    delete window.__earlyInput;
  });

  it('selects the service of the button that opened the dialog', () => {
    const { dialog, select, get } = page();
    listenForContactCommands();
    dialog.dispatchEvent(command(get('cloud')));
    expect(select.value).toBe('cloud-services');
  });

  it('notes the call to action’s place and service, this page and where the tab’s visit landed in the form', () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/cloud?utm_source=newsletter&utm_campaign=autumn&utm_id=7');
    const { dialog, get } = page();
    listenForContactCommands();
    window.history.replaceState(null, '', '/about');
    dialog.dispatchEvent(command(get('cloud')));
    const form = dialog.querySelector('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      source_page: '/about',
      cta_place: 'service-panel',
      cta_service: 'cloud-services',
      landing_page: '/cloud',
      referrer_host: '',
      utm_source: 'newsletter',
      utm_medium: '',
      utm_campaign: 'autumn',
      utm_term: '',
      utm_content: '',
    });
    dialog.dispatchEvent(command(get('plain')));
    expect(new FormData(form).get('cta_place')).toBe('');
    window.history.replaceState(null, '', '/');
  });

  it('leaves the visitor’s choice alone for a button without a service, and for other commands', () => {
    const { dialog, select, get } = page();
    select.value = 'it-talent';
    listenForContactCommands();
    dialog.dispatchEvent(command(get('plain')));
    dialog.dispatchEvent(command(get('cloud'), 'close'));
    expect(select.value).toBe('it-talent');
  });

  it('presets from a call to action used before anything listened, once listening starts (a slow boot module)', () => {
    const { dialog, select, get } = page();
    captureEarlyInput();
    dialog.dispatchEvent(command(get('cloud')));
    expect(select.value).toBe('');
    listenForContactCommands();
    expect(select.value).toBe('cloud-services');
    // Handed over once: listening again does not replay it over a later choice.
    select.value = 'it-talent';
    listenForContactCommands();
    expect(select.value).toBe('it-talent');
  });
});
