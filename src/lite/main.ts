/**
 * The Lite page's script (docs/decisions/110): no React, no stores. The page is the server's HTML; this makes the
 * menu, the search box and the °C/°F toggle work on it (the language switch and every other link are links), and
 * hands everything else (a like, a comment, a vote, a popup's button) to the app, loaded when the reader reaches
 * for it: a visible, announced "loading" state, the page put back exactly as the server sent it (the app hydrates
 * over it), then the reader's tap passed on once the app knows who they are.
 */
import { pageTapKeeper } from '../lib/keepTaps';
import { APP_READY_EVENT, LITE_DATA_ID, type LiteData } from '../lib/lite';

const dataElement = document.getElementById(LITE_DATA_ID);
const root = document.getElementById('root');
const data = dataElement?.textContent ? (JSON.parse(dataElement.textContent) as LiteData) : null;

/** Every attribute this script changed, with its value as the server wrote it (null: absent), and the emptied boxes. */
const changedAttributes = new Map<Element, Map<string, string | null>>();
const filledBoxes = new Set<Element>();

function setAttribute(element: Element, name: string, value: string | null): void {
  let kept = changedAttributes.get(element);
  if (!kept) {
    kept = new Map<string, string | null>();
    changedAttributes.set(element, kept);
  }
  if (!kept.has(name)) kept.set(name, element.getAttribute(name));
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** The page as the server sent it: what the app hydrates over must be exactly that. */
function putBack(): void {
  for (const dialog of document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close();
  for (const [element, attributes] of changedAttributes) {
    for (const [name, value] of attributes) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  }
  changedAttributes.clear();
  for (const box of filledBoxes) box.replaceChildren();
  filledBoxes.clear();
}

/** Buttons this script answers itself; every other button in the page is the app's. */
const ownButtons = new Set<Element>();
let stopped = false;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text) made.textContent = text;
  return made;
}

/**
 * The header's class names (Header.module.css): CSS modules write them `<file's hash>_<name>`, and the page has the
 * weather's reserved box (`…_weather`), so the rest are named after it. The rules are in the page's styles already.
 */
const classes = { weather: '', mobileWeather: '', city: '', temperature: '', condition: '', unitToggle: '', spoken: '', weatherUnavailable: '' };
function nameClasses(box: Element): void {
  const prefix = [...box.classList].find((name) => name.endsWith('_weather'))?.slice(0, -'weather'.length) ?? '';
  for (const name of Object.keys(classes) as (keyof typeof classes)[]) classes[name] = `${prefix}${name}`;
}

// ---- the weather and its °C/°F toggle (the app's WeatherStore, in little: the same storage, so both agree) ----

interface StoredWeather {
  readonly tempC: number;
  readonly tempF: number;
  readonly condition: string;
  readonly lastUpdated: number;
}
interface StoredLocation {
  readonly city: string;
  readonly loc: string;
  readonly region: string;
  readonly country: string;
  readonly lastUpdated: number;
}

const WEEK_MS = 604_800_000;
const HOUR_MS = 3_600_000;

function stored<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function store(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off (private mode): the toggle still works for this page.
  }
}

let unit: 'C' | 'F' = 'C';
let weather: StoredWeather | null = null;
let city = '';
let weatherFailed = false;

async function getJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(String(response.status));
  return response.json();
}

// Where the browser build calls (Parcel inlines these, as in src/config.ts; the page server's may differ).
const API_BASE_URL = (process.env.API_BASE_URL ?? '').replace(/\/+$/, '');
const GEO_LOOKUP_URL = process.env.GEO_LOOKUP_URL;

async function checkWeather(lite: LiteData): Promise<void> {
  const { keys } = lite.weather;
  unit = stored<'C' | 'F'>(keys.unit) ?? (lite.locale === 'en' ? 'F' : 'C');
  weather = stored<StoredWeather>(keys.weather);
  let location = stored<StoredLocation>(keys.location);
  city = location?.city ?? '';
  const now = Date.now();
  try {
    if (!location || now - location.lastUpdated > WEEK_MS) {
      const found = (await getJson(GEO_LOOKUP_URL ?? lite.weather.lookup, { credentials: 'omit', referrerPolicy: 'no-referrer' })) as StoredLocation;
      location = { city: found.city, loc: found.loc, region: found.region, country: found.country, lastUpdated: now };
      store(keys.location, location);
    }
    if (!weather || now - weather.lastUpdated > HOUR_MS || stored<string>(keys.weatherLocale) !== lite.locale) {
      const query = new URLSearchParams({ location: location.loc, locale: lite.locale });
      const answer = (await getJson(`${API_BASE_URL}${lite.weather.path}?${query}`, {})) as { weather: StoredWeather; location: StoredLocation };
      weather = answer.weather;
      location = { ...answer.location, loc: location.loc, lastUpdated: location.lastUpdated };
      store(keys.weather, weather);
      store(keys.weatherLocale, lite.locale);
      store(keys.location, location);
    }
    city = location.city;
  } catch {
    weatherFailed = weather === null;
  }
}

/** The widget's content (the app's WeatherWidget, without the icon) in one of its reserved boxes. */
function showWeather(lite: LiteData, box: Element): void {
  if (stopped) return;
  const { texts } = lite;
  const parts: Node[] = [];
  if (city) parts.push(element('span', classes.city, city));
  if (weather) {
    const temperature = Math.round(unit === 'C' ? weather.tempC : weather.tempF);
    parts.push(element('span', classes.temperature, texts.temperature.replace('{temperature}', String(temperature)).replace('{unit}', unit)));
    if (weather.condition) parts.push(element('span', classes.condition, weather.condition));
    const other = unit === 'C' ? 'F' : 'C';
    const toggle = element('button', classes.unitToggle, texts.otherUnit.replace('{unit}', other));
    toggle.type = 'button';
    toggle.append(element('span', `visually-hidden ${classes.spoken}`, texts.toggle[other]));
    toggle.addEventListener('click', () => {
      unit = other;
      store(lite.weather.keys.unit, unit);
      for (const filled of filledBoxes) showWeather(lite, filled);
      // The button was replaced: focus stays on the new one.
      box.querySelector('button')?.focus();
    });
    ownButtons.add(toggle);
    parts.push(toggle);
  } else if (weatherFailed) parts.push(element('span', classes.weatherUnavailable, texts.unavailable));
  filledBoxes.add(box);
  if (!box.classList.contains(classes.weather)) {
    // The menu's box holds the widget itself, as the app renders it there.
    const widget = element('div', classes.weather);
    widget.append(...parts);
    box.replaceChildren(widget);
    return;
  }
  setAttribute(box, 'aria-hidden', null);
  box.replaceChildren(...parts);
}

// ---- the burger menu: the app's <dialog>, already in the page ----

function setUpMenu(lite: LiteData, page: HTMLElement): void {
  const burger = page.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"][aria-controls]');
  const dialog = burger ? document.getElementById(burger.getAttribute('aria-controls') ?? '') : null;
  if (!burger || !(dialog instanceof HTMLDialogElement)) return;
  const closeButton = dialog.querySelector('button:not([aria-controls])');
  const close = () => {
    if (dialog.open) dialog.close();
    setAttribute(burger, 'aria-expanded', 'false');
    const box = dialog.querySelector(`.${CSS.escape(classes.mobileWeather)}`);
    if (box) {
      box.replaceChildren();
      filledBoxes.delete(box);
    }
    burger.focus();
  };
  ownButtons.add(burger);
  burger.addEventListener('click', () => {
    if (dialog.open) return close();
    dialog.showModal();
    setAttribute(burger, 'aria-expanded', 'true');
    const box = dialog.querySelector(`.${CSS.escape(classes.mobileWeather)}`);
    if (box) showWeather(lite, box);
    (closeButton as HTMLElement | null)?.focus();
  });
  if (closeButton) {
    ownButtons.add(closeButton);
    closeButton.addEventListener('click', close);
  }
  // Esc, and a click on the backdrop (the <dialog> itself: its panel fills it).
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  // A section's subsections, one open at a time (the app's MobileMenu).
  const expanders = [...dialog.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!list) return;
    setAttribute(button, 'aria-expanded', String(open));
    const path = button.querySelector('path');
    if (path) setAttribute(path, 'd', open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6');
    const height = [...list.children].reduce((sum, item) => sum + ((item as HTMLElement).offsetHeight || parseInt((item as HTMLElement).style.height, 10) || 0), 0);
    setAttribute(list, 'hidden', open ? null : '');
    setAttribute(list, 'style', `height:${open ? height : 0}px`);
  };
  for (const button of expanders) {
    ownButtons.add(button);
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      for (const other of expanders) if (other !== button && other.getAttribute('aria-expanded') === 'true') setOpen(other, false);
      setOpen(button, open);
    });
  }
}

// ---- the search box: its button shows the form, which is a real form (GET /<locale>/search?query=…) ----

function setUpSearch(page: HTMLElement): HTMLFormElement | null {
  const box = page.querySelector('[role="search"]');
  const toggle = box?.querySelector('button[aria-controls]');
  const form = toggle ? document.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
  if (!box || !toggle || !(form instanceof HTMLFormElement)) return null;
  const input = form.querySelector('input');
  const show = (open: boolean) => {
    setAttribute(form, 'hidden', open ? null : '');
    setAttribute(toggle, 'aria-expanded', String(open));
    if (open) input?.focus();
  };
  ownButtons.add(toggle);
  toggle.addEventListener('click', () => show(form.hasAttribute('hidden')));
  input?.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    show(false);
    (toggle as HTMLElement).focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (!form.hasAttribute('hidden') && !box.contains(event.target as Node)) show(false);
  });
  return form;
}

// ---- everything else: the app, loaded on intent ----

let status: HTMLElement | null = null;

function say(text: string, busy: boolean): void {
  if (!status) {
    status = element('div', '');
    status.setAttribute('role', 'status');
    Object.assign(status.style, {
      position: 'fixed',
      insetInline: '0',
      bottom: '16px',
      margin: '0 auto',
      width: 'fit-content',
      maxWidth: 'calc(100% - 32px)',
      padding: '10px 16px',
      borderRadius: '6px',
      background: '#1b1a17',
      color: '#fff',
      font: '600 15px/1.4 system-ui, sans-serif',
      boxShadow: '0 2px 10px rgb(0 0 0 / 0.3)',
      zIndex: '2147483647',
    });
    document.body.append(status);
  }
  status.textContent = text;
  document.documentElement.style.cursor = busy ? 'progress' : '';
}

let loading: Promise<void> | null = null;
/** What the reader reached for while the app loaded: the last of it is passed on. */
let pending: (() => void) | null = null;

function loadApp(lite: LiteData): Promise<void> {
  if (loading) return loading;
  say(lite.texts.loading, true);
  // The page exactly as the server sent it: the app hydrates over it.
  stopped = true;
  putBack();
  loading = new Promise<void>((resolve, reject) => {
    window.addEventListener(APP_READY_EVENT, () => resolve(), { once: true });
    for (const href of lite.app) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = lite.app.at(-1) ?? '';
    entry.addEventListener('error', () => reject(new Error('the app did not load')));
    document.head.append(entry);
  }).then(
    () => {
      say('', false);
      status?.remove();
      status = null;
      const action = pending;
      pending = null;
      action?.();
    },
    () => {
      // Offline: the page stays readable; the next tap tries again.
      say(lite.texts.failed, false);
      loading = null;
    },
  );
  return loading;
}

/**
 * Where an element stands in the page (child indices from the root): the app may replace it by the time it is
 * ready, with the same markup (a poll's or a comment's form takes over its placeholder as its library loads).
 */
function placeOf(target: Element, page: HTMLElement): number[] {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== page; node = node.parentElement) {
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  }
  return path;
}

/** The element itself, or the one now at its place if it was replaced by one of the same kind. */
function found<T extends Element>(target: T, place: readonly number[], page: HTMLElement): T | null {
  if (target.isConnected) return target;
  let node: Element | undefined = page;
  for (const index of place) node = node?.children[index];
  return node && node.tagName === target.tagName ? (node as T) : null;
}

function passOn(lite: LiteData, action: () => void): void {
  pending = action;
  void loadApp(lite);
}

function setUpIntent(lite: LiteData, page: HTMLElement, searchForm: HTMLFormElement | null): void {
  const ours = (target: EventTarget | null) => target instanceof Element && page.contains(target) && !searchForm?.contains(target);
  document.addEventListener(
    'click',
    (event) => {
      if (document.documentElement.dataset.app === 'ready') return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      // This script's own buttons, until the app is on its way: then they too are the app's.
      if (!button || !ours(button) || (ownButtons.has(button) && !stopped)) return;
      event.preventDefault();
      event.stopPropagation();
      const place = placeOf(button, page);
      passOn(lite, () => found(button, place, page)?.click());
    },
    true,
  );
  // A form's field (a comment, a poll's choice): what the reader types stays in the page the app hydrates.
  document.addEventListener(
    'focusin',
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLElement) || !ours(field) || !field.matches('input, textarea, select') || loading) return;
      const place = placeOf(field, page);
      passOn(lite, () => {
        const now = found(field, place, page);
        if (!now || (now === field && document.activeElement !== field)) return;
        // Focus again, so the app sees the reader come to the form (useFormOnIntent).
        now.blur();
        now.focus();
      });
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !ours(form) || document.documentElement.dataset.app === 'ready') return;
      event.preventDefault();
      const place = placeOf(form, page);
      passOn(lite, () => found(form, place, page)?.requestSubmit());
    },
    true,
  );
}

if (data && root) {
  window.addEventListener(APP_READY_EVENT, () => (document.documentElement.dataset.app = 'ready'), { once: true });
  setUpMenu(data, root);
  const searchForm = setUpSearch(root);
  setUpIntent(data, root, searchForm);
  // A tap made before this script came was kept by the head's keeper (src/lib/keepTaps.ts): it goes through the
  // Lite page's own handlers now, to its menu or search, or to the app loaded on intent.
  pageTapKeeper()?.take()?.();
  const topbarWeather = root.querySelector('header div[aria-hidden="true"][class$="_weather"]');
  if (topbarWeather) nameClasses(topbarWeather);
  void checkWeather(data).then(() => {
    if (topbarWeather) showWeather(data, topbarWeather);
    // The menu's box, if it opened before the weather was in.
    for (const box of filledBoxes) showWeather(data, box);
  });
}
