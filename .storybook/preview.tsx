import addonA11y from '@storybook/addon-a11y';
import { definePreview } from '@storybook/react-vite';
import addonMsw from 'msw-storybook-addon';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { LOCALES } from '../contracts/common';
import { LOCALE_LIST } from '../contracts/locales';
import { resetDb } from '../mocks/seedDb';
import { handlers } from '../mocks/handlers';
import '../src/styles/global.css';
import { withApp } from '../stories/decorators';

// The CI machine has two cores shared by the Storybook server and two browser workers: a story's data can take
// more than testing-library's default second to arrive. Only waits get longer; nothing asserts on time.
configure({ asyncUtilTimeout: 5000 });

export default definePreview({
  addons: [
    addonA11y(),
    // The mock API's own handlers are the worker's initial handlers: they survive the reset between stories,
    // and a story only adds the faults or overrides it is about.
    addonMsw(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
        onUnhandledFrame: ({ frame, defaults }) => {
          const data = frame.data as { request?: Request } | undefined;
          if (data?.request && new URL(data.request.url).pathname.startsWith('/api/')) defaults.error();
        },
      });
      return worker;
    }),
  ],
  decorators: [withApp],
  beforeEach: () => {
    // Every story starts from the seed: resetDb() empties every table and fills it again from mocks/seed/, so
    // nothing an earlier story wrote survives. A story's own beforeEach adds only what it is about.
    resetDb();
  },
  globalTypes: {
    locale: {
      description: 'Language of the site',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_LIST[locale].name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
});
