import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../src/app/lazyPage';
import { renderWithApp } from '../render';

function Story({ title }: { readonly title: string }) {
  return <h1>{title}</h1>;
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, with no Suspense boundary around it (on the server and in hydration alike)', async () => {
    const { Page, preload } = lazyPage(() => Promise.resolve(Story));
    await preload();
    const html = renderToString(<Page title="Night markets" />);
    expect(html).toBe('<h1>Night markets</h1>');
  });

  it('shows the loader in a boundary of its own while a page reached later is on its way, then the page', async () => {
    let arrive: (component: typeof Story) => void = () => undefined;
    const { Page } = lazyPage(() => new Promise<typeof Story>((resolve) => (arrive = resolve)));
    renderWithApp(<Page title="Hot video" />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading…');
    arrive(Story);
    expect(await screen.findByRole('heading', { name: 'Hot video' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
