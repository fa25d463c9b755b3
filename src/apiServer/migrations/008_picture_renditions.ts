/**
 * Editors' uploads get renditions (issue 28 item 6, docs/decisions/083): which widths a picture's AVIF and WebP
 * were made at, and whether its share crop was. Pictures uploaded before have none; uploading one again makes them.
 */
export const migration = {
  version: 8,
  name: 'picture renditions',
  sql: /* sql */ `
ALTER TABLE pictures ADD COLUMN widths text NOT NULL DEFAULT '';
ALTER TABLE pictures ADD COLUMN social boolean NOT NULL DEFAULT false;
`,
} as const;
