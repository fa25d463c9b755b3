import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../contracts/common';
import type en from '../locales/en.json';
import zhCn from '../locales/zh-cn.json';
import zhTw from '../locales/zh-tw.json';
import { config } from '../src/config';
import { HTML_LANG } from '../src/i18n/locales';
import type { PopupId } from '../src/stores/PopupsStore';
import { expectFitsWidth, message } from './checks';
import { expectEscapeCloses, expectFocusTrapped, openPopup } from './popupSteps';

/** A popup's own steps inside a generic story: the open dialog, and the story's context (canvas, userEvent …). */
type Step = (dialog: HTMLElement, context: StoryContext) => Promise<void>;

/** Where a popup adds its own steps to a generic story: before the generic check, after it, or both. */
interface Steps {
  readonly before?: Step;
  readonly after?: Step;
}

export interface PopupUnderTest {
  readonly id: PopupId;
  /** The props it is opened with (the same in every generic story). */
  readonly props?: Readonly<Record<string, string>>;
  /** The message id of its title, the dialog's accessible name (`{product}` is filled in). */
  readonly title: keyof typeof en;
}

/** The popup's own steps in each generic story: a step alone runs after the generic check. */
export type PopupSteps = Partial<Record<ConformanceStory, Step | Steps>>;

/** The generic stories every popup has, under these names in every popup's story file. */
export type ConformanceStory = 'EscCloses' | 'FocusTrapped' | 'ZhCn' | 'ZhTw' | 'Mobile';

const CHINESE = { 'zh-cn': zhCn, 'zh-tw': zhTw } as const;

/** The popup's title as the reader sees it in a locale. */
function titleIn(popup: PopupUnderTest, locale: Locale): string {
  return message(popup.title, { product: config.product.name[locale] }, locale);
}

/**
 * The stories every popup must pass, as story inputs. A story file declares each under its own name, so that
 * Storybook's static indexer sees it (it reads `export const X = meta.story(…)`, not a destructured export):
 *
 *   const conformance = popupConformance({ id: 'contact', title: 'contact.title' }, { ZhTw: async (dialog) => … });
 *   export const EscCloses = meta.story(conformance.EscCloses);
 *
 * tests/storyCoverage.test.ts checks that every popup story file (`*Popup.stories.tsx`) declares all five.
 */
export function popupConformance(popup: PopupUnderTest, own: PopupSteps = {}) {
  const steps = (name: ConformanceStory): Steps => {
    const step = own[name];
    return typeof step === 'function' ? { after: step } : (step ?? {});
  };

  /** Opens the popup in the story's locale and runs the popup's own steps around the generic check. */
  const story = (name: ConformanceStory, locale: Locale, check: Step) => async (context: StoryContext) => {
    const dialog = await openPopup(context.canvas, popup.id, titleIn(popup, locale), popup.props);
    const { before, after } = steps(name);
    await before?.(dialog, context);
    await check(dialog, context);
    await after?.(dialog, context);
  };

  /** Shown in its language: named by the translated title, no English title left, the close button translated. */
  const chinese = (name: 'ZhCn' | 'ZhTw', locale: 'zh-cn' | 'zh-tw') => ({
    globals: { locale },
    play: story(name, locale, async (dialog) => {
      await expect(document.documentElement).toHaveAttribute('lang', HTML_LANG[locale]);
      await expect(dialog).not.toHaveTextContent(titleIn(popup, 'en'));
      await expect(within(dialog).getByRole('button', { name: CHINESE[locale]['popup.close'] })).toBeVisible();
    }),
  });

  return {
    /** Esc closes it, through the store: nothing is open afterwards. */
    EscCloses: {
      play: story('EscCloses', 'en', async (_dialog, { canvas }) => {
        await expectEscapeCloses(canvas, titleIn(popup, 'en'));
      }),
    },
    /** Tab and Shift+Tab go round its controls and never leave it. */
    FocusTrapped: {
      play: story('FocusTrapped', 'en', async (dialog) => {
        await expectFocusTrapped(dialog);
      }),
    },
    ZhCn: chinese('ZhCn', 'zh-cn'),
    ZhTw: chinese('ZhTw', 'zh-tw'),
    /** At 375 px (.storybook/test-runner.ts: the name says Mobile) it fits the screen's width. */
    Mobile: {
      globals: { viewport: { value: 'mobile1', isRotated: false } },
      play: story('Mobile', 'en', async (dialog) => {
        await expectFitsWidth(dialog);
      }),
    },
  } satisfies Record<ConformanceStory, unknown>;
}
