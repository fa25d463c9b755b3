import { Route } from 'wouter';
import { AdminApp } from '../../../src/features/admin/AdminApp';

/**
 * A desk story's page: the desk as the app mounts it under /admin, opened at `route`, the full window wide. The
 * desk's own chunk (loaded lazily by AdminApp) is in before the story renders, so a story starts at its screen.
 */
export function deskPage(route: string) {
  return {
    parameters: { layout: 'fullscreen' as const, route },
    loaders: [async () => ({ desk: await import('../../../src/features/admin/AdminDesk') })],
    render: () => (
      <Route path="/admin" nest>
        <AdminApp />
      </Route>
    ),
  };
}
