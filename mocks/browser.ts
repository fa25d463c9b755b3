import { setupWorker } from 'msw/browser';
import { devFaultsHandler, FAULTS, type Fault } from './faults';
import { handlers } from './handlers';
import { persistDb } from './persistence';
import { resetDb } from './seedDb';

const slug = process.env.PRODUCT_SLUG ?? 'huanyu';
const DB_KEY = `${slug}:mock-db`;
const FAULTS_KEY = `${slug}:mock-faults`;

function readFaults(): Record<string, Fault> {
  try {
    return JSON.parse(localStorage.getItem(FAULTS_KEY) ?? '{}') as Record<string, Fault>;
  } catch {
    return {};
  }
}

/** Console helpers for developers: `huanyuMocks.help()`. */
function exposeDevTools(forget: () => void) {
  const tools = {
    help: () =>
      console.info(
        [
          'huanyuMocks.mailbox()                 the mails the mock has sent (links to verify, reset, confirm)',
          "huanyuMocks.fault(path, kind)         make an endpoint fail: kind is one of " + FAULTS.join(', '),
          'huanyuMocks.clearFaults()             every endpoint behaves again',
          'huanyuMocks.reset()                   back to the seed data (accounts, likes, comments, votes, mail)',
          'Seed readers: reader@example.com / correct-horse-1, xiaoming@example.com / correct-horse-2',
          'Seed editors (/en/admin): editor@huanyu.example / admin-pass-1, desk@huanyu.example / admin-pass-2 (administrators), news@huanyu.example / admin-pass-3 (editor), writer@huanyu.example / admin-pass-4 (contributor)',
        ].join('\n'),
      ),
    mailbox: async () => {
      const response = await fetch('/api/dev/mailbox');
      const { messages } = (await response.json()) as { messages: { to: string; subject: string; link: string }[] };
      console.table(messages.map(({ to, subject, link }) => ({ to, subject, link: new URL(link, location.href).href })));
    },
    fault: (path: string, kind: Fault) => {
      if (!FAULTS.includes(kind)) throw new Error(`kind must be one of ${FAULTS.join(', ')}`);
      localStorage.setItem(FAULTS_KEY, JSON.stringify({ ...readFaults(), [path]: kind }));
    },
    clearFaults: () => localStorage.removeItem(FAULTS_KEY),
    reset: () => {
      forget();
      resetDb();
      location.reload();
    },
  };
  Object.assign(window, { huanyuMocks: tools });
}

/** The in-browser mock API for `npm start` and the demo build. Only /api/ calls are the mock's business. */
export async function startMockWorker(): Promise<void> {
  resetDb();
  const { forget } = persistDb(localStorage, DB_KEY);
  exposeDevTools(forget);
  const worker = setupWorker(devFaultsHandler(readFaults), ...handlers);
  await worker.start({
    quiet: true,
    // The builds use --public-url /, so the worker always sits at the root.
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame: ({ frame, defaults }) => {
      const data = frame.data as { request?: Request } | undefined;
      if (data?.request && new URL(data.request.url).pathname.startsWith('/api/')) defaults.warn();
    },
  });
  console.info('Huanyu runs on the in-browser mock API. Type huanyuMocks.help() for the mailbox, faults and reset.');
}
