/**
 * A patch as TypeScript, for "Copy as code" (the production build has no writer): the values to change in each look
 * module, nested as in its object, under a comment naming the file and the object.
 */
export function lookCode(changes: readonly { file: string; name: string; patch: unknown }[]): string {
  return changes.map(({ file, name, patch }) => `// ${file}: ${name}\n${literal(patch, '')}\n`).join('\n');
}

/** A look value as a TypeScript literal, an object one key a line. */
export function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, indent)).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const inner = `${indent}  `;
    const lines = Object.entries(value).map(([key, item]) => `${inner}${key}: ${literal(item, inner)},`);
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  return String(value);
}
