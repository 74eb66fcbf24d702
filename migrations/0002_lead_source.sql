-- Where each lead came from (docs/analytics.md). Leads stored before this migration keep '' everywhere.
-- The page the form was sent from (a path, no query): the dialog says it, or else the form post's Referer.
ALTER TABLE leads ADD COLUMN source_page TEXT NOT NULL DEFAULT '';
-- The call to action that opened the dialog: its place on the site and the service it preselected.
ALTER TABLE leads ADD COLUMN cta_place TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN cta_service TEXT NOT NULL DEFAULT '';
-- The first page of the visit (the browser tab's session), the referring site's host name (never its address)
-- and the campaign tags of the landing address.
ALTER TABLE leads ADD COLUMN landing_page TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN referrer_host TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_term TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_content TEXT NOT NULL DEFAULT '';

-- The owner's report counts leads per day by page and by campaign.
CREATE INDEX leads_by_day ON leads (created_at);
