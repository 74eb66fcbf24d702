// Helpers of the content modules' own tests (*.test.ts beside them); nothing else imports them.

/** The value, or a thrown error naming what was missing (keeps tests free of non-null assertions). */
export const must = <T>(value: T | undefined | null, what: string): T => {
  if (value === undefined || value === null) throw new Error(`missing ${what}`);
  return value;
};

export const byId = <T extends { id: string }>(items: readonly T[]) =>
  new Map(items.map((item) => [item.id, item]));

/** Every string reachable from a value, for copy-wide checks. */
export const allStrings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
};
