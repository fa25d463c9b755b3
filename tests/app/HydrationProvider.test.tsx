import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrationProvider } from '../../src/app/HydrationProvider';
import { useHydrated } from '../../src/hooks/useHydrated';

/** Stands for what belongs to one reader: it renders only after hydration. */
function Greeting({ renders }: { readonly renders?: boolean[] }) {
  const hydrated = useHydrated();
  renders?.push(hydrated);
  return <p>{hydrated ? 'Welcome back, Mei' : 'Huanyu'}</p>;
}

describe('HydrationProvider and useHydrated', () => {
  it('renders the same HTML for everyone on the server', () => {
    const html = renderToString(
      <HydrationProvider hydrating>
        <Greeting />
      </HydrationProvider>,
    );
    expect(html).toBe('<p>Huanyu</p>');
  });

  it("hydrates the server's HTML as it is, without a mismatch, then shows the reader's part", () => {
    const container = document.createElement('div');
    document.body.append(container);
    const tree = (
      <HydrationProvider hydrating>
        <Greeting />
      </HydrationProvider>
    );
    container.innerHTML = renderToString(tree);
    const onRecoverableError = vi.fn();
    const renders: boolean[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        <HydrationProvider hydrating>
          <Greeting renders={renders} />
        </HydrationProvider>,
        { onRecoverableError },
      );
    });
    expect(container.textContent).toBe('Welcome back, Mei');
    // First the server's view (what hydration compares), then the reader's.
    expect(renders.at(0)).toBe(false);
    expect(renders.at(-1)).toBe(true);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });

  it('renders the reader\'s part at once where nothing is hydrated (a page made in the browser, a test, a story)', () => {
    const renders: boolean[] = [];
    render(
      <HydrationProvider hydrating={false}>
        <Greeting renders={renders} />
      </HydrationProvider>,
    );
    expect(screen.getByText('Welcome back, Mei')).toBeTruthy();
    expect(renders.every(Boolean)).toBe(true);
  });

  it('is true outside any provider', () => {
    render(<Greeting />);
    expect(screen.getByText('Welcome back, Mei')).toBeTruthy();
  });
});
