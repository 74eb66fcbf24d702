/**
 * The tuned values kept while a developer works (`?debug` only): each scene's patch against its source, in
 * localStorage, so a reload keeps them until "Reset" or "Save to source".
 */
const KEY = 'northbridge:tuned-looks';

/** The stored patches by scene id; nothing when there are none or they cannot be read. */
export function storedPatches(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function storePatches(patches: Record<string, unknown>): void {
  if (Object.keys(patches).length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(patches));
}
