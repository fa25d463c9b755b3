/**
 * The Lite page (issue 27, docs/decisions/110): the same server HTML with a small script of its own in place of the
 * app's. Names shared by the page server, the footer's switch, the app's start and the Lite script.
 */

/** The cookie that remembers a reader's choice: `1` Lite, `0` the full page (even with Save-Data). CDNs key on it. */
export const LITE_COOKIE = 'lite';
/** `?lite` asks for one page in Lite, without remembering it. */
export const LITE_QUERY = 'lite';
/** The footer's switches: they set the cookie and go back to `?to=` (a path on this site). */
export const LITE_ON_PATH = '/.lite';
export const LITE_OFF_PATH = '/.full';
/** Set on <html> of a Lite page (outside the app's root: React's HTML is the same on both). */
export const LITE_ATTRIBUTE = 'data-lite';
/** The Lite script's data (the app's files, the texts in the page's language, where the weather is kept). */
export const LITE_DATA_ID = 'lite-data';
/** Fired on window once the app has hydrated the page and knows whether the reader is signed in. */
export const APP_READY_EVENT = 'huanyu:app-ready';
/** Fired on window by the app once hydration is over (src/app/HydrationProvider.tsx). */
export const HYDRATED_EVENT = 'huanyu:hydrated';

/** What the server gives the Lite script (JSON in <script id="lite-data">). */
export interface LiteData {
  /** The app's scripts, the entry last, loaded when the reader reaches for what needs it. */
  readonly app: readonly string[];
  readonly texts: {
    /** Said and shown while the app loads. */
    readonly loading: string;
    /** The app could not be loaded (offline). */
    readonly failed: string;
    /** `{temperature}°{unit}` with those two tokens. */
    readonly temperature: string;
    /** `°{unit}`, the toggle's visible text. */
    readonly otherUnit: string;
    /** The toggle's spoken name for each unit it switches to. */
    readonly toggle: { readonly C: string; readonly F: string };
    readonly unavailable: string;
  };
  readonly weather: {
    /** The IP geolocation service when the browser build names none (GEO_LOOKUP_URL, as src/config.ts reads it). */
    readonly lookup: string;
    /** The API's weather path (contracts/weather getWeather), under the browser build's API_BASE_URL. */
    readonly path: string;
    /** The local-storage keys the app keeps the weather under (src/lib/storage.ts), so both share them. */
    readonly keys: { readonly weather: string; readonly location: string; readonly unit: string; readonly weatherLocale: string };
  };
  readonly locale: string;
}
