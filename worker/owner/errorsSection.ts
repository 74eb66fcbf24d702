import { ownerDesk } from '../../src/content/ownerDesk';
import { escapeHtml as e } from '../../src/shared/text';
import type { Breakdown, DeskErrorGroup, DeskErrors } from './errors';

// The desk's Errors section (docs/errors.md#on-the-desk): plain HTML, no script; a stack in a <details>, "Mark
// resolved" a POST form like "Mark answered".

const copy = ownerDesk.errors;

/** The styles of the section, part of the desk's one style block (worker/owner/page.ts). */
export const errorsStyles = `
.error-groups { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.error-group { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--danger);
  border-radius: 10px; padding: 16px 18px; display: grid; gap: 10px; }
.error-group.resolved { border-left-color: var(--ok); }
.error-group h3 { margin: 0; font-size: 16px; overflow-wrap: anywhere; }
.error-group .kind { color: var(--muted); font-weight: 600; }
.error-group details summary { cursor: pointer; color: var(--brand); font-weight: 600; }
.error-group pre { margin: 8px 0 0; padding: 12px; background: var(--soft); border-radius: 8px; overflow-x: auto;
  font-size: 13px; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** "/about (3), /cloud (1)": the few most reported, with their reports. */
const list = (rows: readonly Breakdown[]) =>
  rows
    .slice(0, 6)
    .map((row) => `${row.name} (${row.reports})`)
    .join(', ');

function badges(group: DeskErrorGroup, deployed: string): string {
  const items: [string, string][] = [];
  if (group.first_release === deployed && !group.resolved_at) items.push(['danger', copy.isNew]);
  if (group.reopened_at && !group.resolved_at) items.push(['warn', copy.reopened(group.last_release)]);
  if (group.resolved_at)
    items.push([
      'ok',
      copy.resolved(group.resolved_by ?? '', utc(group.resolved_at), group.resolved_release ?? ''),
    ]);
  return items.length
    ? `<ul class="badges">${items.map(([tone, text]) => `<li class="badge ${tone}">${e(text)}</li>`).join('')}</ul>`
    : '';
}

function groupCard(group: DeskErrorGroup, deployed: string, period: number): string {
  const id = `error-${group.fingerprint}`;
  const kind = copy.kinds[group.kind] ?? group.kind;
  const rows: [string, string][] = [
    [copy.labels.frame, group.frame],
    [copy.labels.routes, list(group.routes)],
    [copy.labels.browsers, list(group.browsers)],
    [copy.labels.releases, list(group.releases)],
  ];
  const facts = rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<div><dt>${e(label)}:</dt><dd>${e(value)}</dd></div>`)
    .join('');
  const sample = group.sample;
  const stack = sample
    ? `<details><summary>${e(copy.stack(utc(sample.at), sample.browser, sample.route))}</summary><pre>${e(
        sample.stack || copy.noStack,
      )}</pre></details>`
    : '';
  const resolve = group.resolved_at
    ? ''
    : `<form method="post" action="/owner/errors/${e(group.fingerprint)}/resolved">
         <input type="hidden" name="return" value="days=${period}">
         <button type="submit" aria-label="${e(copy.markResolved(group.message))}">${e(copy.markResolvedShort)}</button>
       </form>`;
  return `<li><article class="error-group${group.resolved_at ? ' resolved' : ''}" id="${id}" aria-labelledby="${id}-message">
  <h3 id="${id}-message"><span class="kind">${e(kind)}:</span> ${e(group.message)}</h3>
  <p class="meta"><span>${e(copy.counts(group.visitors, group.reports))}</span>
    <span>${e(copy.seen(utc(group.first_seen), group.first_release, utc(group.last_seen)))}</span></p>
  ${badges(group, deployed)}
  <dl class="source" aria-label="${e(copy.details)}">${facts}</dl>
  ${stack}
  ${resolve ? `<div class="actions">${resolve}</div>` : ''}
</article></li>`;
}

/** The Errors section of the desk, for the period's errors. */
export function errorsSection(errors: DeskErrors, period: number): string {
  const fresh = errors.groups.filter((g) => g.first_release === errors.deployed && !g.resolved_at).length;
  const noise = errors.noise.map((n) => `${n.reports} ${copy.noiseReasons[n.reason] ?? n.reason}`).join(', ');
  return `<section aria-labelledby="errors" class="errors-section">
  <h2 id="errors">${e(copy.heading)}</h2>
  <p class="summary">${e(copy.summary(errors.total, fresh, errors.deployed))}${
    errors.total > errors.groups.length ? ` ${e(copy.limited(errors.groups.length))}` : ''
  }</p>
  <p class="summary">${e(copy.note)}${noise ? ` ${e(copy.noise(noise))}` : ''}</p>
  ${
    errors.groups.length
      ? `<ol class="error-groups">${errors.groups.map((g) => groupCard(g, errors.deployed, period)).join('\n')}</ol>`
      : `<p class="empty-state">${e(copy.none)}</p>`
  }
</section>`;
}
