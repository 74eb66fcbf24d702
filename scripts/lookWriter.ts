// "Save to source" of the `?debug` tuning panel, on the dev server: tuned values written into the scenes' look
// modules (docs/decisions/0046-one-look-module-per-scene.md). It is an outside input that writes files, so it takes
// only a request from the dev server's own page, on this machine, with known keys and values of their type and range;
// anything else is refused with a clear error, and no file is touched unless every value of the request is good.
import { readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { lookPatchProblems } from '../src/ui/lookRanges.ts';

/** A look module the writer may write: the object `name` in `file` (from the root), and the ranges of its values. */
export interface LookFile {
  id: string;
  file: string;
  name: string;
  ranges: unknown;
}

export interface SaveRequest {
  method: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** The client's address, as the socket has it. */
  remoteAddress: string | undefined;
  body: string;
}

export interface SaveContext {
  /** The repository's root: every file written is under it. */
  root: string;
  /** The origins the dev server's own page has (its loopback addresses, its port). */
  origins: readonly string[];
  looks: readonly LookFile[];
}

export interface SaveAnswer {
  status: number;
  body: { written?: string[]; error?: string; problems?: string[] };
}

/** The largest request body taken: a whole set of looks is a few kilobytes. */
export const MAX_BODY = 64 * 1024;

const refuse = (status: number, error: string, problems?: string[]): SaveAnswer => ({
  status,
  body: problems ? { error, problems } : { error },
});

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports an IPv4 client). */
export const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);

const header = (request: SaveRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the request and writes its looks: the answer to send, every file untouched unless it is 200. */
export async function saveLooks(request: SaveRequest, context: SaveContext): Promise<SaveAnswer> {
  if (request.method !== 'POST') return refuse(405, 'Only POST saves looks.');
  if (!isLoopback(request.remoteAddress))
    return refuse(
      403,
      `Refused: looks are saved only from this machine, not from ${request.remoteAddress ?? 'an unknown address'}.`,
    );
  const origin = header(request, 'origin');
  if (!origin || !context.origins.includes(origin))
    return refuse(
      403,
      `Refused: looks are saved only from the dev server's own page, not from ${origin ?? 'a request without an Origin'}.`,
    );
  if (!/^application\/json\b/.test(header(request, 'content-type') ?? ''))
    return refuse(415, 'Send the looks as application/json.');
  if (Buffer.byteLength(request.body) > MAX_BODY)
    return refuse(413, `A request may hold ${MAX_BODY} bytes at most.`);

  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body);
  } catch {
    return refuse(400, 'The body is not JSON.');
  }
  if (!isObject(parsed) || !isObject(parsed.looks) || Object.keys(parsed).some((key) => key !== 'looks'))
    return refuse(400, 'Send { "looks": { <scene>: <values> } }.');
  const requested = Object.entries(parsed.looks);
  const problems = requested.flatMap(([id, patch]) => {
    const look = context.looks.find((candidate) => candidate.id === id);
    return look ? lookPatchProblems(look.ranges, patch, id) : [`${id}: no such look`];
  });
  if (requested.length === 0) problems.push('no look to save');
  if (problems.length > 0) return refuse(400, 'Nothing was saved: some values are not a look’s.', problems);

  // Every file's new text first, so a failure in any leaves all of them as they were. (TypeScript and Prettier are
  // loaded by the first save only: the dev server starts without them.)
  const ts = (await import('typescript')).default;
  const changes: { path: string; file: string; text: string; before: string }[] = [];
  for (const [id, patch] of requested) {
    const look = context.looks.find((candidate) => candidate.id === id);
    if (!look) continue;
    const path = join(context.root, look.file);
    if (isAbsolute(relative(context.root, path)) || relative(context.root, path).startsWith('..'))
      return refuse(500, `Nothing was saved: ${look.file} is not under the repository.`);
    const before = await readFile(path, 'utf8');
    try {
      const text = await formatted(path, rewriteLook(ts, before, look.name, patch));
      changes.push({ path, file: look.file, text, before });
    } catch (error) {
      return refuse(500, `Nothing was saved: ${look.file}: ${(error as Error).message}`);
    }
  }
  const written = changes.filter((change) => change.text !== change.before);
  for (const change of written) await writeFile(change.path, change.text);
  return { status: 200, body: { written: written.map((change) => change.file) } };
}

/** A look value as TypeScript source (what Prettier then lays out). */
export function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number') return Object.is(value, -0) ? '0' : String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (isObject(value))
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${key}: ${literal(item)}`)
      .join(', ')} }`;
  throw new Error(`cannot write ${String(value)}`);
}

type TypeScript = typeof import('typescript');

/**
 * The look module's source with the patch's values in place of the ones it has: each value's own text replaced, the
 * rest (comments, order, layout) as it was. Throws when the patch names a key the object in the source lacks.
 */
export function rewriteLook(ts: TypeScript, source: string, name: string, patch: unknown): string {
  const file = ts.createSourceFile('look.ts', source, ts.ScriptTarget.Latest, true);
  const unwrap = (node: import('typescript').Expression): import('typescript').Expression =>
    ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
      ? unwrap(node.expression)
      : node;
  let object: import('typescript').ObjectLiteralExpression | undefined;
  file.forEachChild((statement) => {
    if (!ts.isVariableStatement(statement)) return;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && unwrap(declaration.initializer);
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === name &&
        value &&
        ts.isObjectLiteralExpression(value)
      )
        object = value;
    }
  });
  if (!object) throw new Error(`no object ${name} in the source`);

  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (
    node: import('typescript').ObjectLiteralExpression,
    part: Record<string, unknown>,
    path: string,
  ) => {
    for (const [key, value] of Object.entries(part)) {
      const property = node.properties.find(
        (p): p is import('typescript').PropertyAssignment =>
          ts.isPropertyAssignment(p) &&
          (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
          p.name.text === key,
      );
      if (!property) throw new Error(`${path}.${key} is not in the source`);
      const initializer = unwrap(property.initializer);
      if (isObject(value)) {
        if (!ts.isObjectLiteralExpression(initializer))
          throw new Error(`${path}.${key} is not an object in the source`);
        visit(initializer, value, `${path}.${key}`);
      } else
        edits.push({ start: initializer.getStart(file), end: initializer.getEnd(), text: literal(value) });
    }
  };
  visit(object, isObject(patch) ? patch : {}, name);
  // From the end, so each edit's offsets still hold.
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), source);
}

/** The text as Prettier lays out the repository's code (its .prettierrc for that file). */
async function formatted(path: string, text: string): Promise<string> {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(path);
  return prettier.format(text, { ...options, filepath: path });
}
