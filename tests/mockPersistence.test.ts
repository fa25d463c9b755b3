import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../mocks/db';
import { fileStore } from '../mocks/fileStore';
import { persistDb } from '../mocks/persistence';
import { resetDb } from '../mocks/seedDb';

let dir: string;
let stops: (() => void)[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'resilience-db-'));
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  rmSync(dir, { recursive: true, force: true });
});

function persist(path: string) {
  const handle = persistDb(fileStore(path), 'db');
  stops.push(handle.stop);
  return handle;
}

const like = (id: string) => ({ id, userId: 'usr_reader', targetKind: 'article', targetId: 'art_001', drafted: false, createdAt: 1 });

describe('the mock database on disk (issue 16 item 8)', () => {
  it('what readers do survives a restart of the mock server', () => {
    const path = join(dir, 'db.json');
    const { flush, stop } = persist(path);
    db.like.create(like('like_kept'));
    flush();
    stop();
    resetDb();
    expect(db.like.findFirst({ where: { id: { equals: 'like_kept' } } })).toBeNull();
    persist(path);
    expect(db.like.findFirst({ where: { id: { equals: 'like_kept' } } })?.targetId).toBe('art_001');
  });

  it('a write that fails half-way leaves the previous file whole, and no temporary file behind', () => {
    const path = join(dir, 'db.json');
    const store = fileStore(path);
    store.setItem('db', '{"first":true}');
    // The next write's temporary file cannot be created (a directory is in its place): the write fails mid-way.
    const blocked = `${path}.${process.pid}.2.tmp`;
    mkdirSync(blocked);
    expect(() => store.setItem('db', '{"second":true}')).toThrow();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ first: true });
    store.setItem('db', '{"third":true}');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ third: true });
  });

  it('a torn or foreign file starts the mock from the seed, never from half a restore', () => {
    const seedUsers = db.user.count();
    const torn = join(dir, 'torn.json');
    writeFileSync(torn, '{"version":1,"nextId":5,"tables":{"user":[{"id":"u1"');
    persist(torn);
    expect(db.user.count()).toBe(seedUsers);
    // Rows the tables refuse (a user without its columns) after the users were cleared: back to the seed.
    const refused = join(dir, 'refused.json');
    writeFileSync(refused, JSON.stringify({ version: 1, nextId: 5, tables: { user: [{ id: 'u1' }], like: [{ nope: 1 }] } }));
    persist(refused);
    expect(db.user.count()).toBe(seedUsers);
  });
});
