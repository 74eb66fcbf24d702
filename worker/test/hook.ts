import { createServer, type ServerResponse } from 'node:http';
import { freePort } from './server';

/** What the team's webhook received. */
export interface HookCall {
  at: number;
  body: { type: string; lead: { id: number; message: string }; channel?: string; attempts?: number };
  /** The status it answered, or null while it never answers. */
  status: number | null;
}

/** How the hook answers a call: a status, or never. */
export type HookAnswer = number | 'never';

/**
 * A stand-in for the team's webhook on a free local port: records every call and answers as `answer` says for its
 * body (200 by default), so a test can take it down, refuse some leads forever or never answer.
 */
export async function startHook() {
  const calls: HookCall[] = [];
  const hanging: ServerResponse[] = [];
  let answer: (body: HookCall['body']) => HookAnswer = () => 200;
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as HookCall['body'];
      const status = answer(body);
      calls.push({ at: Date.now(), body, status: status === 'never' ? null : status });
      if (status === 'never') hanging.push(res);
      else res.writeHead(status).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/hook`,
    calls,
    /** Sets how the hook answers from now on. */
    answer: (rule: (body: HookCall['body']) => HookAnswer) => {
      answer = rule;
    },
    /** The calls about leads whose message holds `marker`. */
    callsFor: (marker: string) => calls.filter((call) => call.body.lead.message.includes(marker)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An e-mail the local Email Service simulation recorded (the explorer's API: docs/toolchain.md). */
export interface SentEmail {
  subject: string;
  to: string[];
  from: string;
  replyTo?: string;
  headers?: Record<string, string>;
  messageId: string;
  text?: string;
  html?: string;
}

const explorer = (origin: string) => `${origin}/cdn-cgi/local/explorer/api/local/email/sending`;

/** Every e-mail the local Worker sent since it started, newest first, with its text and HTML. */
export async function sentEmails(origin: string): Promise<SentEmail[]> {
  const list = (await (await fetch(`${explorer(origin)}?per_page=100`)).json()) as { result: SentEmail[] };
  return Promise.all(
    list.result.map(async ({ messageId }) => {
      const url = `${explorer(origin)}?email_id=${encodeURIComponent(messageId)}`;
      return ((await (await fetch(url)).json()) as { result: SentEmail }).result;
    }),
  );
}

/** The e-mails about the lead `id` (its id header). */
export const emailsAbout = async (origin: string, id: number): Promise<SentEmail[]> =>
  (await sentEmails(origin)).filter((email) => email.headers?.['X-Lead-Id'] === String(id));
