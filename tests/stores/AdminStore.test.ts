import { describe, expect, it } from 'vitest';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { MemoryStorage } from '../../src/lib/storage';
import { createTestStore } from '../render';
import { mailbox } from '../storeReads';

describe('the admin area', () => {
  it('signs an editor in and keeps the session across a reload', async () => {
    const storage = new MemoryStorage();
    const store = createTestStore({ storage });
    expect(await store.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
    expect(store.admin).toMatchObject({ authenticated: true, updating: false, success: true, error: null });
    expect(store.admin.data?.admin.email).toBe(SEED_ADMIN.email);
    expect(createTestStore({ storage }).admin.authenticated).toBe(true);
    store.admin.signOut();
    expect(createTestStore({ storage }).admin.authenticated).toBe(false);
  });

  it('wrong credentials: a form-level message, nothing stored', async () => {
    const store = createTestStore();
    const errors = await store.admin.signIn({ email: SEED_ADMIN.email, password: 'nope-nope' });
    expect(errors?.form?.message.id).toBe('error.adminCredentials');
    expect(store.admin).toMatchObject({ authenticated: false, error: 'adminCredentials' });
  });

  it('checks the fields before calling', async () => {
    const errors = await createTestStore().admin.signIn({ email: 'editor@', password: '' });
    expect(errors?.email?.message.id).toBe('error.invalidEmail');
    expect(errors?.password?.message.id).toBe('error.passwordRequired');
  });

  it('recovery mails a link', async () => {
    const store = createTestStore();
    expect(await store.admin.recover({ email: SEED_ADMIN.email })).toBeUndefined();
    expect(store.admin.success).toBe(true);
    // The first mail to the editor (the mailbox lists the newest first).
    expect((await mailbox(SEED_ADMIN.email)).at(-1)?.kind).toBe('adminRecovery');
  });
});
