/**
 * The desk's newsletter issues are edited like every other desk document (docs/decisions/091): each save names the
 * version it was written on, so of two editors saving one draft the second meets the first's change as a conflict.
 * Issues made before count as version 1.
 */
export const migration = {
  version: 10,
  name: 'newsletter issue versions',
  sql: /* sql */ `
ALTER TABLE newsletter_issues ADD COLUMN version integer NOT NULL DEFAULT 1;
`,
} as const;
