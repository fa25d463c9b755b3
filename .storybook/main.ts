import type { StorybookConfig } from '@storybook/react-vite';
import { localeScope } from '../.ci/vite/localeScope';

/**
 * Storybook runs on its Vite framework (there is no Parcel builder for Storybook 10): src/ stays free of
 * bundler-specific imports, and the build-time variables that src/config.ts reads are given here.
 */
const config: StorybookConfig = {
  // STORIES narrows a build to some stories (a glob relative to .storybook/), for working on one area.
  stories: [process.env.STORIES ?? '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No story reads component docs (no autodocs, no controls tables): react-docgen would only cost the build ~16 s.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), localeScope()],
    define: {
      ...viteConfig.define,
      'process.env': JSON.stringify({ MOCKS: 'on', API_BASE_URL: '' }),
    },
  }),
};

export default config;
