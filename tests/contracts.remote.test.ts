import { describe } from 'vitest';
import { contractSuite } from './contracts/suite';

const base = process.env.CONTRACTS_BASE_URL;
if (!base) throw new Error('Set CONTRACTS_BASE_URL (npm run contracts -- --base-url URL)');

describe(`the contracts against ${base}`, () => {
  contractSuite({
    base,
    // Against a server we do not own, nothing is created or changed.
    destructive: process.env.CONTRACTS_DESTRUCTIVE === 'true',
    mailbox: process.env.CONTRACTS_MAILBOX === 'true',
    reader: {
      email: process.env.CONTRACTS_READER_EMAIL ?? 'reader@example.com',
      password: process.env.CONTRACTS_READER_PASSWORD ?? 'correct-horse-1',
    },
    editor: {
      email: process.env.CONTRACTS_EDITOR_EMAIL ?? 'editor@huanyu.example',
      password: process.env.CONTRACTS_EDITOR_PASSWORD ?? 'admin-pass-1',
    },
    ...(process.env.CONTRACTS_UNVERIFIED_EMAIL
      ? { unverified: { email: process.env.CONTRACTS_UNVERIFIED_EMAIL, password: process.env.CONTRACTS_UNVERIFIED_PASSWORD ?? '' } }
      : {}),
  });
});
