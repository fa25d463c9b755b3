/**
 * The contract suite (tests/contracts/suite.ts), destructive cases and the mailbox included, over HTTP against the
 * real API on its database: what the mock answers in tests/contracts.test.ts, the real thing answers too.
 */
import { describe } from 'vitest';
import { fixtures } from '../../mocks/seed/fixtures';
import { contractSuite } from '../contracts/suite';
import { ON_POSTGRES, startTestApi } from './testApi';

const api = await startTestApi();

describe(`the contracts against the real API on ${ON_POSTGRES ? 'PostgreSQL' : 'the embedded PostgreSQL'}`, () => {
  contractSuite({
    base: api.url,
    destructive: true,
    strictReplies: true,
    mailbox: true,
    resetBetweenTests: true,
    reader: { email: fixtures.verifiedReader.email, password: fixtures.verifiedReader.password },
    unverified: { email: fixtures.unverifiedReader.email, password: fixtures.unverifiedReader.password },
  });
});
