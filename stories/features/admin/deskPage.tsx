import { Route } from 'wouter';
import { AdminApp } from '../../../src/features/admin/AdminApp';

/** A desk story's page: the desk as the app mounts it under /admin, opened at `route`, the full window wide. */
export function deskPage(route: string) {
  return {
    parameters: { layout: 'fullscreen' as const, route },
    render: () => (
      <Route path="/admin" nest>
        <AdminApp />
      </Route>
    ),
  };
}
