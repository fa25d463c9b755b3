// The test-runner's own Jest config, told to use the machine's Chromium: nothing downloads a browser.
import { getJestConfig } from '@storybook/test-runner';
import { findBrowser, CHROMIUM_ARGS } from '../.ci/browser.mjs';

const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
  setupFilesAfterEnv: [...testRunnerConfig.setupFilesAfterEnv, '<rootDir>/.storybook/retry-in-ci.cjs'],
  // 30 s, not the runner's 15: on a loaded two-core machine a story can pass its 15th second, and a story that
  // times out leaves the page mid-navigation, failing every later story of its file (a CI run lost 13 that way).
  testTimeout: 30_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      // Play functions click with synthetic events, which carry no user activation: let the audio player play.
      launchOptions: { executablePath: findBrowser({ headlessShell: true }), args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] },
    },
  },
};
