import { useState } from 'react';
import { expect } from 'storybook/test';
import { Route } from 'wouter';
import preview from '../../../.storybook/preview';
import { getCategories } from '../../../contracts/content';
import en from '../../../locales/en.json';
import { faultHandler } from '../../../mocks/faults';
import { CategoryPage } from '../../../src/features/category/CategoryPage';
import { MultimediaPage } from '../../../src/features/multimedia/MultimediaPage';
import { useStores } from '../../../src/hooks/StoresContext';

/**
 * A section page loaded directly while the category list answers late (issue 16 finding 3): the shell asks for
 * the categories first, as the app's layout does, and the page waits for that same answer instead of showing
 * "We could not find that page".
 */
function ShellFirst({ children }: { readonly children: React.ReactNode }) {
  const store = useStores();
  // During render, so the shell's request is already on its way when the page's effect opens the section.
  useState(() => void store.content.loadShell());
  return <>{children}</>;
}

const meta = preview.meta({
  title: 'Pages/Slow categories',
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(getCategories, 'slow', { slowMs: 300 }));
  },
});

export const CategoryPageWaits = meta.story({
  parameters: { route: '/categories/world/europe' },
  render: () => (
    <ShellFirst>
      <Route path="/categories/:slug/:subcategory?" component={CategoryPage} />
    </ShellFirst>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Europe' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(en['notFound.title'])).toBeNull();
  },
});

export const MultimediaPageWaits = meta.story({
  parameters: { route: '/multimedia/pictures/landscapes' },
  render: () => (
    <ShellFirst>
      <Route path="/multimedia/:slug/:subcategory?" component={MultimediaPage} />
    </ShellFirst>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Landscapes' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(en['notFound.title'])).toBeNull();
  },
});
