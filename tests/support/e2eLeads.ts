import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leadsWith, type LeadRow } from './leadsDb';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Where the e2e server keeps its leads database: one per port, emptied when the server starts (LEADS_FRESH), so
 * each test run has its own. The same path in the config (server) and in every worker (reads).
 */
export const e2eLeadsStateDir = join(tmpdir(), `northbridge-e2e-leads-${port}`);

/** The leads the e2e server stored whose name or message contains `marker`, oldest first. */
export const storedLeads = (marker: string): LeadRow[] => leadsWith(e2eLeadsStateDir, marker);
