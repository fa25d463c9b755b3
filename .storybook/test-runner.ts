import type { TestRunnerConfig } from '@storybook/test-runner';

/**
 * The window a story is tested in: a phone (375 px) when its name says Mobile, else a desktop. (The story's
 * parameters are not readable before the visit, so the name carries it.)
 */
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const config: TestRunnerConfig = {
  // The test-runner's own preparation (open the preview), with one thing less: Storybook's highlight layer, which
  // outlines elements for a person looking at the UI, watched every change of the story's DOM and read every
  // element's computed style on each (a twentieth of a story's time in the browser); nobody looks here.
  async prepare({ page }) {
    await page.addInitScript(() => {
      (globalThis as { __STORYBOOK_HIGHLIGHT_INITIALIZED?: boolean }).__STORYBOOK_HIGHLIGHT_INITIALIZED = true;
    });
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
  },
  async preVisit(page, context) {
    await page.setViewportSize(/mobile/i.test(context.name) ? PHONE : DESKTOP);
  },
};

export default config;
