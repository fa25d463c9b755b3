import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The in-browser mock API for `npm start` and the demo build. Only /api/ calls are the mock's business. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    // The builds use --public-url /, so the worker always sits at the root.
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame: ({ frame, defaults }) => {
      const data = frame.data as { request?: Request } | undefined;
      if (data?.request && new URL(data.request.url).pathname.startsWith('/api/')) defaults.warn();
    },
  });
}
