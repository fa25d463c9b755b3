/**
 * The desk's roles (issue 25 item 8, docs/decisions/089): a role per editor, and who created each article (a
 * contributor works on their own drafts). Everyone on the desk before roles could do everything: they become
 * administrators, so no running magazine is left without someone who can give roles. A row added later names its
 * role; the column's default is the least one.
 */
export const migration = {
  version: 9,
  name: 'desk roles',
  sql: /* sql */ `
ALTER TABLE admins ADD COLUMN role text COLLATE "C" NOT NULL DEFAULT 'administrator';
ALTER TABLE admins ALTER COLUMN role SET DEFAULT 'contributor';
ALTER TABLE articles ADD COLUMN created_by text COLLATE "C" NOT NULL DEFAULT '';
CREATE INDEX articles_created_by_idx ON articles (created_by);
`,
} as const;
