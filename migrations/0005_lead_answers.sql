-- Which leads the team has answered, and who marked it, from the owner's desk (worker/owner/). The first mark is
-- kept: marking again changes nothing.
CREATE TABLE lead_answers (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id),
  -- ISO 8601 in UTC.
  answered_at TEXT NOT NULL,
  -- The signed-in identity from Cloudflare Access (an e-mail address).
  answered_by TEXT NOT NULL
);
