import { serviceInterestOptions } from '../../src/content/serviceInterests';
import { leadCsvColumns } from '../../host/leadsCsv.ts';
import type { DeliveredLead } from '../delivery/leadMessage';

// The leads as the owner's desk shows them: newest first, filtered by status, service and campaign, with each
// channel's delivery and whether the team has answered.

/** The team promises an answer within 24 hours (src/content/company.ts, responsePromise). */
export const ANSWER_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Leads shown at most on the page (the CSV has every one that matches). */
export const SHOWN_AT_MOST = 200;

export const statuses = ['all', 'unanswered', 'overdue', 'answered'] as const;
export type Status = (typeof statuses)[number];

/** A filter on a field: anything, empty, or one value. In the address: `any`, `none`, `is:<value>`. */
export type Choice = { kind: 'any' } | { kind: 'none' } | { kind: 'is'; value: string };

export interface LeadFilters {
  status: Status;
  service: Choice;
  campaign: Choice;
}

export const choiceParam = (choice: Choice): string =>
  choice.kind === 'is' ? `is:${choice.value}` : choice.kind;

function choiceFrom(param: string | null, allowed?: readonly string[]): Choice {
  if (param === 'none') return { kind: 'none' };
  if (param?.startsWith('is:')) {
    const value = param.slice(3);
    if (value && (!allowed || allowed.includes(value))) return { kind: 'is', value };
  }
  return { kind: 'any' };
}

/** The filters of the desk's address; anything unknown falls back to showing everything. */
export function filtersFrom(params: URLSearchParams): LeadFilters {
  const status = params.get('status');
  return {
    status: statuses.find((s) => s === status) ?? 'all',
    service: choiceFrom(
      params.get('service'),
      serviceInterestOptions.map((o) => o.value),
    ),
    campaign: choiceFrom(params.get('campaign')),
  };
}

/** The filters as an address query (`status=…&service=…&campaign=…`), leaving out what shows everything. */
export function filtersQuery(filters: LeadFilters): string {
  const query = new URLSearchParams();
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.service.kind !== 'any') query.set('service', choiceParam(filters.service));
  if (filters.campaign.kind !== 'any') query.set('campaign', choiceParam(filters.campaign));
  return query.toString();
}

/** The WHERE clause and its values for `filters` as of `now`. */
function where(filters: LeadFilters, now: number): { sql: string; values: (string | number)[] } {
  const conditions: string[] = [];
  const values: (string | number)[] = [];
  const bind = (value: string | number) => `?${values.push(value)}`;
  const unanswered = 'answers.lead_id IS NULL';
  if (filters.status === 'unanswered') conditions.push(unanswered);
  if (filters.status === 'answered') conditions.push(`NOT (${unanswered})`);
  if (filters.status === 'overdue')
    conditions.push(
      `${unanswered} AND leads.created_at <= ${bind(new Date(now - ANSWER_WITHIN_MS).toISOString())}`,
    );
  for (const [column, choice] of [
    ['leads.service', filters.service],
    ['leads.utm_campaign', filters.campaign],
  ] as const) {
    if (choice.kind === 'none') conditions.push(`${column} = ''`);
    if (choice.kind === 'is') conditions.push(`${column} = ${bind(choice.value)}`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

const FROM = 'FROM leads LEFT JOIN lead_answers AS answers ON answers.lead_id = leads.id';

export interface Delivery {
  channel: 'email' | 'webhook';
  kind: 'lead' | 'notice';
  state: 'pending' | 'delivered' | 'given-up';
  attempts: number;
  last_error: string;
  delivered_at: string | null;
}

export interface DeskLead extends DeliveredLead {
  answered_at: string | null;
  answered_by: string | null;
  deliveries: Delivery[];
}

export interface LeadList {
  leads: DeskLead[];
  /** Of every lead that matches: how many, how many unanswered, how many of those past the promise. */
  total: number;
  unanswered: number;
  overdue: number;
}

/** The newest leads that match, with the counts of all that match. */
export async function listLeads(db: D1Database, filters: LeadFilters, now: number): Promise<LeadList> {
  const { sql, values } = where(filters, now);
  // One more value after the filters' own, in each statement.
  const next = `?${values.length + 1}`;
  const cutoff = new Date(now - ANSWER_WITHIN_MS).toISOString();
  const [rows, counts] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT ${leadCsvColumns.map((c) => `leads.${c}`).join(', ')}, answers.answered_at, answers.answered_by,
           (SELECT json_group_array(json_object('channel', channel, 'kind', kind, 'state', state,
              'attempts', attempts, 'last_error', last_error, 'delivered_at', delivered_at))
            FROM deliveries WHERE deliveries.lead_id = leads.id) AS deliveries
         ${FROM} ${sql} ORDER BY leads.id DESC LIMIT ${next}`,
      )
      .bind(...values, SHOWN_AT_MOST),
    db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(answers.lead_id IS NULL), 0) AS unanswered,
           COALESCE(SUM(answers.lead_id IS NULL AND leads.created_at <= ${next}), 0) AS overdue
         ${FROM} ${sql}`,
      )
      .bind(...values, cutoff),
  ]);
  const leads = (rows?.results ?? []).map((row) => ({
    ...(row as unknown as DeskLead),
    deliveries: JSON.parse(String(row.deliveries ?? '[]')) as Delivery[],
  }));
  const count = counts?.results[0] ?? {};
  return {
    leads,
    total: Number(count.total ?? 0),
    unanswered: Number(count.unanswered ?? 0),
    overdue: Number(count.overdue ?? 0),
  };
}

/** Every lead that matches, oldest first, in the CSV's columns. */
export async function leadsForCsv(db: D1Database, filters: LeadFilters, now: number) {
  const { sql, values } = where(filters, now);
  const { results } = await db
    .prepare(`SELECT ${leadCsvColumns.map((c) => `leads.${c}`).join(', ')} ${FROM} ${sql} ORDER BY leads.id`)
    .bind(...values)
    .all<Record<string, unknown>>();
  return results;
}

/** The campaigns leads came with, for the filter. */
export async function leadCampaigns(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT utm_campaign FROM leads WHERE utm_campaign != '' ORDER BY utm_campaign LIMIT 100`,
    )
    .all<{ utm_campaign: string }>();
  return results.map((row) => row.utm_campaign);
}

/**
 * Marks the lead answered by `who` now, unless it already is (the first mark is kept: marking again is harmless).
 * False when there is no such lead.
 */
export async function markAnswered(db: D1Database, id: number, who: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO lead_answers (lead_id, answered_at, answered_by)
       SELECT id, ?2, ?3 FROM leads WHERE id = ?1
       ON CONFLICT (lead_id) DO NOTHING`,
    )
    .bind(id, new Date(now).toISOString(), who)
    .run();
  if (result.meta.changes > 0) return true;
  return (await db.prepare('SELECT 1 FROM leads WHERE id = ?1').bind(id).first()) !== null;
}
