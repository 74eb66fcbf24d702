/**
 * How a journey names an element, the way a visitor (or Playwright's getByRole) does. Serializable: it is resolved
 * in the page by `locate`.
 */
export interface Query {
  /** ARIA role, explicit or implicit (button, link, tab, tabpanel, dialog, separator, navigation, region, …). */
  role?: string;
  /** The accessible name, exactly (white space collapsed). */
  name?: string;
  /** A form control by the exact text of its label. */
  label?: string;
  /** The smallest element whose text contains this. */
  text?: string;
  /** A CSS selector; unlike the others it also finds hidden elements. */
  css?: string;
  /** Search inside the (first visible) element this finds. */
  within?: Query;
  /** Which of several matches, in document order: 0 (default) is the first, -1 the last. */
  nth?: number;
  /** Then take the closest ancestor (or self) matching this CSS selector. */
  closest?: string;
}

/** What the page shows of an element right now. */
export interface Snapshot {
  visible: boolean;
  box: { x: number; y: number; width: number; height: number };
  /** A click at the centre of its box would reach it (the centre is on the screen, and nothing covers it). */
  hit: boolean;
  focused: boolean;
  /** `value` of a form control, else null. */
  value: string | null;
  /** Its text, white space collapsed (first 300 characters). */
  text: string;
  attributes: Record<string, string>;
}

/**
 * Finds the element a query names and describes it, or null when there is none (role, label and text queries see
 * only visible elements, as Playwright's do). With `scroll`, brings it into view first, as a visitor scrolls to
 * what they want to use; with `focus`, focuses it as a keyboard visitor's Tab would (the journeys do not test the
 * tab order). Runs in the page: self-contained, sent as source.
 */
export function locate(query: Query, options: { scroll?: boolean; focus?: boolean } = {}): Snapshot | null {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const implicitRoles: [string, string][] = [
    ['button', 'button,input[type=button],input[type=submit]'],
    ['link', 'a[href],area[href]'],
    ['dialog', 'dialog'],
    ['navigation', 'nav'],
    ['main', 'main'],
    ['heading', 'h1,h2,h3,h4,h5,h6'],
    ['separator', 'hr'],
    ['group', 'fieldset,details'],
    ['list', 'ul,ol'],
    ['region', 'section[aria-label],section[aria-labelledby]'],
    ['combobox', 'select'],
    ['textbox', 'textarea,input:not([type]),input[type=text],input[type=email],input[type=tel]'],
  ];
  const roleOf = (el: Element) =>
    el.getAttribute('role')?.split(' ')[0] ?? implicitRoles.find(([, css]) => el.matches(css))?.[0] ?? '';
  const nameOf = (el: Element) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy)
      return norm(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm([...labels].map((l) => l.textContent).join(' '));
    return norm(el.textContent);
  };
  const isVisible = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return false;
    return el.checkVisibility
      ? el.checkVisibility({ visibilityProperty: true })
      : getComputedStyle(el).visibility !== 'hidden';
  };
  const resolve = (q: Query): Element | null => {
    const root = q.within ? resolve(q.within) : document;
    if (!root) return null;
    let found: Element[];
    if (q.css) found = [...root.querySelectorAll(q.css)];
    else {
      const all = [...root.querySelectorAll('*')];
      if (q.label) {
        found = all
          .filter(
            (el): el is HTMLLabelElement =>
              el instanceof HTMLLabelElement && norm(el.textContent) === q.label,
          )
          .map((label) => label.control)
          .filter((el): el is HTMLElement => el !== null);
      } else if (q.text) {
        const text = q.text;
        found = all.filter(
          (el) =>
            norm(el.textContent).includes(text) &&
            ![...el.children].some((child) => norm(child.textContent).includes(text)),
        );
      } else
        found = all.filter((el) => roleOf(el) === q.role && (q.name === undefined || nameOf(el) === q.name));
      found = found.filter(isVisible);
    }
    const nth = q.nth ?? 0;
    const el = found[nth < 0 ? found.length + nth : nth];
    if (!el) return null;
    return q.closest ? el.closest(q.closest) : el;
  };

  const el = resolve(query);
  if (!el) return null;
  if (options.scroll) {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  }
  if (options.focus) (el as HTMLElement).focus();
  const r = el.getBoundingClientRect();
  const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
  // On the screen: a phone menu's panel about to slide in stood still off it for a moment, and Firefox's hit test
  // answered there; the driver then refused to click outside the viewport.
  const onScreen = cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight;
  const top = onScreen ? document.elementFromPoint(cx, cy) : null;
  return {
    visible: isVisible(el),
    box: { x: r.left, y: r.top, width: r.width, height: r.height },
    hit: top !== null && (top === el || el.contains(top)),
    focused: document.activeElement === el,
    value: 'value' in el && typeof el.value === 'string' ? el.value : null,
    text: norm(el.textContent).slice(0, 300),
    attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
  };
}
