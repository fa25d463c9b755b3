import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../contracts/common';
import { fixtures } from '../../mocks/seed/fixtures';
import { AccountControls } from '../../src/features/header/AccountControls';
import { createTestStore, renderWithApp } from '../render';

// Issue 28: a name is written by its own script, whatever the page's language.
describe('the header says who is signed in, the name as its script writes it', () => {
  it.each<[Locale, 'verifiedReader' | 'simplifiedReader' | 'traditionalReader', string]>([
    ['en', 'verifiedReader', 'Emma Clarke'],
    ['zh-cn', 'verifiedReader', 'Emma Clarke'],
    ['zh-tw', 'verifiedReader', 'Emma Clarke'],
    ['en', 'simplifiedReader', '王小明'],
    ['zh-tw', 'traditionalReader', '陳美玲'],
  ])('in %s, %s reads “%s”', async (locale, who, name) => {
    const store = createTestStore({ locale });
    const { email, password } = fixtures[who];
    await store.session.signIn({ email, password });
    renderWithApp(<AccountControls />, { locale, store });
    expect(screen.getByTitle(name).textContent).toContain(name);
  });
});
