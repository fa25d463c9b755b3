import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Loader } from '../components/Loader';

export interface LazyPage<Props extends object> {
  /** The page: rendered at once when its chunk is in, else inside its own Suspense boundary until it arrives. */
  readonly Page: ComponentType<Props>;
  /** Loads the page's chunk; once it has resolved, a new Page renders without a boundary. */
  readonly preload: () => Promise<void>;
}

/**
 * A page in its own chunk (a page loads only what it shows) that hydrates with the shell, in one pass.
 *
 * React hydrates what is inside a Suspense boundary in a second, lowest-priority pass after the shell has
 * committed. Until then a press on the page's own buttons is lost, and a link inside it is followed as a full
 * page load; effects of the shell and of the page run at different times. So the page the server rendered is
 * preloaded, on the server and in the browser before hydration (`preload`), and then rendered without a boundary:
 * the same tree on both sides, hydrated at once. A page reached later by a link, its chunk not yet in, shows the
 * loader in a boundary of its own. The choice is made once per mount: switching from the boundary to the page
 * itself when the chunk arrives would mount the page a second time.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | null = null;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Deferred = lazy(() => loadOnce().then((component) => ({ default: component })));

  function Page(props: Props) {
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={<Loader />}>
        <Deferred {...props} />
      </Suspense>
    );
  }
  return { Page, preload: () => loadOnce().then(() => undefined) };
}
