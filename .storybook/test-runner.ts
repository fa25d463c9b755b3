import type { TestRunnerConfig } from '@storybook/test-runner';

/**
 * The window a story is tested in: a phone (375 px) when its name says Mobile, else a desktop. (The story's
 * parameters are not readable before the visit, so the name carries it.)
 */
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    await page.setViewportSize(/mobile/i.test(context.name) ? PHONE : DESKTOP);
  },
};

export default config;
