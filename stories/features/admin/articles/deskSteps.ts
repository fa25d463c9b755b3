import { expect } from 'storybook/test';
import { SEED_ADMIN } from '../../../../mocks/seedDb';
import { storyStore } from '../../../decorators';

/** The desk's stories start signed out (the guard shows the sign-in); this signs the seeded editor in. */
export async function signInAsEditor(): Promise<void> {
  await expect(await storyStore().admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
}
