// npm run first-tap: how long a reader on a slow phone waits for the first tap to answer (issue 27, decision 115).
// The production server (dist-server/) on the mock API, in the machine's Chromium at 375 px with touch, each run a
// fresh browser context throttled as Lighthouse's mobile profile is (4× CPU; slow 4G as Lighthouse's DevTools
// throttling applies it: 562.5 ms per request, 1474.56 kbps down, 675 kbps up — its 150 ms RTT, 1.6 Mbps and
// 750 kbps adjusted for request-level throttling). On the article with a poll, full page and Lite (?lite), the
// reader taps as soon as the control is visible (never waiting for the app): like signed out (→ the sign-up
// popup) and signed in (→ pressed), "Log in" (→ the sign-in popup), the burger (→ the menu), a poll option
// (→ checked) and then Vote, signed in (→ "Your choice"). Prints medians and min/max of the runs and writes JSON
// to reports/first-tap/<label>.json. A measurement, not a test: nothing here fails on a number.
//   npm run first-tap                          builds dist/ + dist-server/, then measures (5 runs each)
//   npm run first-tap -- --no-build            measures the builds already there
//   --runs N   --only like-out,menu   --variant full|lite   --label before   --timeout MS (per wait, default 20000)
//
// The clock: everything is read in the page, on its own performance.now() (time origin: the navigation's start;
// Chromium gives it 0.1 ms resolution). A script added before navigation (addInitScript) records the tap as the
// `timeStamp` of its pointerdown (when the browser received the touch, even if the page's thread was busy) and
// checks, in a requestAnimationFrame loop, for the control and then for the response: a time is performance.now()
// in the first animation frame whose rendering shows it (that frame's paint follows within a few ms). So a time is
// good to one frame (16.7 ms, longer when the throttled thread makes frames late).
// The recorder and the functions handed to page.evaluate run in the page: its globals.
/* global window, document, CSS, Element, getComputedStyle, requestAnimationFrame, addEventListener */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from './browser.mjs';
import { startMockApi, startServer } from './pageServer.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const RUNS = Number(option('runs', '5'));
const WAIT_MS = Number(option('timeout', '20000'));
const LABEL = option('label', 'run');
const ONLY = option('only', '').split(',').filter(Boolean);
const VARIANTS = option('variant', 'full,lite').split(',');
/** After the app is ready, how long a tap it missed may still take before it counts as lost. */
const GRACE_MS = 5000;
/** No run may take longer than this, whatever hangs. */
const RUN_CAP_MS = 4 * WAIT_MS + 30_000;

// Lighthouse's mobile slow 4G as its DevTools throttling sends it (lighthouse: core/lib/emulation.js).
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: Math.floor((1474.56 * 1024) / 8), uploadThroughput: Math.floor((675 * 1024) / 8) };
const CPU_RATE = 4;
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'en-US' };

// The article of npm run lighthouse (mocks/seed/articles/travel.ts art_021): a long body, a poll and comments.
const PATH = '/en/night-markets-of-taipei';
/** The seed's verified English reader (README, tests/e2e/lite.spec.ts). */
const READER = { email: 'reader@example.com', password: 'correct-horse-1' };
/** Where the app keeps the reader's token (src/lib/storage.ts storageKeys; PRODUCT_SLUG, src/config.ts). */
const SLUG = process.env.PRODUCT_SLUG ?? 'huanyu';

// The app's events (src/lib/lite.ts), read from there so the two cannot drift apart.
const liteSource = readFileSync('src/lib/lite.ts', 'utf8');
const eventName = (name) => {
  const value = new RegExp(`${name} = '([^']+)'`).exec(liteSource)?.[1];
  if (!value) throw new Error(`src/lib/lite.ts no longer names ${name}`);
  return value;
};
const en = JSON.parse(readFileSync('locales/en.json', 'utf8'));
const PAGE_CONFIG = {
  hydratedEvent: eventName('HYDRATED_EVENT'),
  appReadyEvent: eventName('APP_READY_EVENT'),
  waitMs: WAIT_MS,
  graceMs: GRACE_MS,
  texts: {
    like: en['like.button'],
    signIn: en['header.signIn'],
    menu: en['header.menu'],
    signUpTitle: en['auth.signUp.draftTitle'],
    // PRODUCT_NAME unset: the default build's name (tests/e2e/support.ts PRODUCT).
    signInTitle: en['auth.signIn.title'].replace('{product}', 'Huanyu'),
    yourChoice: en['poll.yourChoice'],
    liteLoading: en['lite.loading'],
  },
};

/**
 * What is measured: each a list of steps, a step a control to tap and the responses to look for (the first one
 * seen is the answer; `expect` is the one SPEC says).
 */
const SCENARIOS = [
  { name: 'like-out', signedIn: false, steps: [{ name: 'like', control: 'like', detect: ['signUpDialog', 'signInDialog', 'liked'], expect: 'signUpDialog' }] },
  { name: 'like-in', signedIn: true, steps: [{ name: 'like', control: 'like', detect: ['liked', 'signUpDialog', 'signInDialog'], expect: 'liked' }] },
  { name: 'sign-in', signedIn: false, steps: [{ name: 'log in', control: 'signIn', detect: ['signInDialog', 'signUpDialog'], expect: 'signInDialog' }] },
  { name: 'menu', signedIn: false, steps: [{ name: 'burger', control: 'menu', detect: ['menuDialog'], expect: 'menuDialog' }] },
  {
    name: 'poll',
    signedIn: true,
    steps: [
      { name: 'option', control: 'pollOption', detect: ['checked'], expect: 'checked' },
      { name: 'vote', control: 'pollVote', detect: ['voted', 'signUpDialog', 'signInDialog'], expect: 'voted' },
    ],
  },
].filter((scenario) => ONLY.length === 0 || ONLY.includes(scenario.name));

/**
 * Installed in the page before anything of it runs (addInitScript; a self-contained function: it is serialized).
 * window.__firstTap.control(step) resolves once the step's control is visible (scrolled to the middle of the
 * screen: where to tap), .response(step) once a tap on it has an answer on screen, .summary() with the rest.
 */
function recorder(config) {
  if (window !== window.top) return;
  const { texts } = config;
  const state = { readyAt: null, loadAt: null, hydratedAt: null, appReadyAt: null, feedbackAt: null, errors: [], steps: [], watchers: new Set() };
  document.addEventListener('DOMContentLoaded', () => (state.readyAt = performance.now()), { once: true });
  addEventListener('load', () => (state.loadAt = performance.now()), { once: true });
  addEventListener(config.hydratedEvent, () => (state.hydratedAt ??= performance.now()), { once: true });
  addEventListener(config.appReadyEvent, () => (state.appReadyAt ??= performance.now()), { once: true });
  addEventListener('error', (event) => state.errors.push(String(event.message)));
  // A tap that made the page leave (a form sent before the app took it): what this page saw is kept for the next.
  const KEPT = 'first-tap:left';
  const previous = JSON.parse(sessionStorage.getItem(KEPT) ?? 'null');
  sessionStorage.removeItem(KEPT);
  addEventListener('pagehide', () => {
    const { readyAt, loadAt, hydratedAt, appReadyAt, feedbackAt } = state;
    const tapAt = state.steps.findLast((step) => step?.tapAt != null)?.tapAt ?? null;
    sessionStorage.setItem(KEPT, JSON.stringify({ tapAt, leftAt: performance.now(), domContentLoadedAt: readyAt, loadAt, hydratedAt, appReadyAt, feedbackAt }));
  });

  const visible = (element) => {
    if (!element || !element.isConnected) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  const firstRadio = () => document.querySelector('form input[type="radio"][name="variantId"]');
  const controls = {
    like: () => [...document.querySelectorAll('article button[aria-pressed]')].find((button) => button.textContent.trim() === texts.like),
    signIn: () => document.querySelector(`header button[aria-label="${CSS.escape(texts.signIn)}"]`),
    menu: () => document.querySelector(`button[aria-haspopup="dialog"][aria-controls][aria-label="${CSS.escape(texts.menu)}"]`),
    pollOption: () => firstRadio()?.closest('label'),
    pollVote: () => firstRadio()?.form?.querySelector('button[type="submit"]'),
  };
  const dialogNamed = (title) =>
    [...document.querySelectorAll('dialog[open], [role="dialog"]')].some((dialog) => {
      const label = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? dialog.getAttribute('aria-label') ?? '';
      return label.includes(title) && visible(dialog);
    });
  const detectors = {
    signUpDialog: () => dialogNamed(texts.signUpTitle),
    signInDialog: () => dialogNamed(texts.signInTitle),
    menuDialog: () => {
      const dialog = document.getElementById(controls.menu()?.getAttribute('aria-controls') ?? '');
      return Boolean(dialog?.open) && visible(dialog);
    },
    liked: () => controls.like()?.getAttribute('aria-pressed') === 'true',
    checked: () => firstRadio()?.checked === true,
    voted: () => [...document.querySelectorAll('section span')].some((span) => span.textContent.trim() === texts.yourChoice && visible(span)),
  };
  const liteNote = () => [...document.querySelectorAll('[role="status"]')].some((note) => note.textContent.includes(texts.liteLoading) && visible(note));

  // The tap: the first pointerdown after a step's control was handed out, stamped when the browser got it.
  let armed = null;
  addEventListener(
    'pointerdown',
    (event) => {
      if (!armed || armed.tapAt !== null) return;
      armed.tapAt = event.timeStamp;
      armed.onControl = Boolean(armed.element?.contains(event.target));
      armed.target = event.target instanceof Element ? event.target.tagName.toLowerCase() + (event.target.id ? `#${event.target.id}` : '') : String(event.target);
    },
    { capture: true, passive: true },
  );

  // One loop, every frame, while someone waits.
  const tick = () => {
    const now = performance.now();
    if (state.feedbackAt === null && liteNote()) state.feedbackAt = now;
    for (const watcher of [...state.watchers]) watcher(now);
    if (state.watchers.size > 0) requestAnimationFrame(tick);
  };
  const watch = (watcher) => {
    if (state.watchers.size === 0) requestAnimationFrame(tick);
    state.watchers.add(watcher);
  };

  window.__firstTap = {
    previous,
    control(index, control) {
      const step = { control, visibleAt: null, tapAt: null, element: null, onControl: null, target: null };
      state.steps[index] = step;
      const since = performance.now();
      return new Promise((resolve) => {
        const watcher = (now) => {
          const element = controls[control]();
          if (visible(element)) {
            state.watchers.delete(watcher);
            step.visibleAt = now;
            step.element = element;
            element.scrollIntoView({ block: 'center', inline: 'nearest' });
            const box = element.getBoundingClientRect();
            armed = step;
            resolve({ visibleAt: now, x: box.left + box.width / 2, y: box.top + box.height / 2 });
          } else if (now - since > config.waitMs || (config.lite && state.feedbackAt === null && state.loadAt !== null && now - state.loadAt > config.graceMs)) {
            // On Lite nothing renders the page anew once it has loaded, unless the app is on its way.
            state.watchers.delete(watcher);
            resolve({ timeout: true, waited: now - since, at: now });
          }
        };
        watch(watcher);
      });
    },
    response(index, detect) {
      const step = state.steps[index];
      const since = performance.now();
      return new Promise((resolve) => {
        const watcher = (now) => {
          if (step.tapAt === null) {
            if (now - since > config.waitMs) {
              state.watchers.delete(watcher);
              resolve({ tapAt: null, lost: 'no pointerdown reached the page', waited: now - since });
            }
            return;
          }
          const found = detect.find((name) => detectors[name]());
          const base = { tapAt: step.tapAt, onControl: step.onControl, target: step.target };
          if (found) {
            state.watchers.delete(watcher);
            resolve({ ...base, outcome: found, at: now });
            return;
          }
          // Lost: nothing answered, and the app has been ready a while — or, on Lite, the page has loaded and the
          // app is not coming (the Lite script did not take the tap).
          const after = (at) => (at === null ? 0 : now - Math.max(at, step.tapAt));
          const liteIdle = config.lite && state.feedbackAt === null && state.appReadyAt === null && after(state.loadAt) > config.graceMs;
          if (after(state.appReadyAt) > config.graceMs || liteIdle || now - step.tapAt > config.waitMs) {
            state.watchers.delete(watcher);
            const why = state.appReadyAt !== null ? 'no answer, the app ready' : liteIdle ? 'no answer, no app coming' : 'no answer, the app never ready';
            resolve({ ...base, lost: why, waited: now - step.tapAt });
          }
        };
        watch(watcher);
      });
    },
    /** Waits (bounded) for the app, if it is coming, then tells everything. */
    summary(lite) {
      const since = performance.now();
      return new Promise((resolve) => {
        const watcher = (now) => {
          const coming = !lite || state.feedbackAt !== null;
          if (state.appReadyAt !== null || !coming || now - since > config.waitMs) {
            state.watchers.delete(watcher);
            const { readyAt, loadAt, hydratedAt, appReadyAt, feedbackAt, errors } = state;
            resolve({ domContentLoadedAt: readyAt, loadAt, hydratedAt, appReadyAt, feedbackAt, errors });
          }
        };
        watch(watcher);
      });
    },
  };
}

const cleanups = [];
let cleaning = null;
function cleanUp() {
  cleaning ??= Promise.allSettled(cleanups.reverse().map((stop) => stop()));
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
}
// Whatever happens, this process ends, and its servers and browser with it.
const watchdog = setTimeout(
  () => {
    console.error('first-tap: over its time limit, stopping.');
    void cleanUp().then(() => process.exit(1));
  },
  RUN_CAP_MS * (RUNS * SCENARIOS.length * VARIANTS.length + 2),
);
watchdog.unref();

function withCap(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json().catch(() => null);
}

/** The seed back (likes, votes, sessions), then, for a signed-in run, the reader's token as the app stores it. */
async function prepare(apiUrl, origin, signedIn) {
  await post(`${apiUrl}/api/dev/reset`);
  if (!signedIn) return undefined;
  const { token } = await post(`${apiUrl}/api/client/user/signin`, { ...READER, locale: 'en' });
  if (!token) throw new Error('the mock API signed the reader in without a token');
  const localStorage = [`${SLUG}:client-token`, `${SLUG}:user-token`].map((name) => ({ name, value: token }));
  return { cookies: [], origins: [{ origin, localStorage }] };
}

/** One run: a fresh context, throttled, the page opened and its controls tapped as soon as they show. */
async function measure(browser, site, scenario, variant) {
  const storageState = await prepare(site.apiUrl, site.url, scenario.signedIn);
  const context = await browser.newContext({ ...PHONE, storageState });
  const result = { scenario: scenario.name, variant, steps: [], navigated: null };
  try {
    await context.addInitScript(recorder, { ...PAGE_CONFIG, lite: variant === 'lite' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    const url = `${site.url}${PATH}${variant === 'lite' ? '?lite' : ''}`;
    await page.goto(url, { waitUntil: 'commit', timeout: WAIT_MS });
    // A tap that submits a form the app has not taken yet reloads the page: a failure, said as such.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && result.navigated === null && result.steps.length > 0) {
        result.navigated = request.url().replace(site.url, '');
      }
    });
    const evaluate = (fn, arg) => withCap(page.evaluate(fn, arg), 2 * WAIT_MS + GRACE_MS + 5000, scenario.name);
    for (const [index, step] of scenario.steps.entries()) {
      const record = { step: step.name, expect: step.expect };
      result.steps.push(record);
      let shown = null;
      const tapOnce = async (slot) => {
        const control = await evaluate(([at, name]) => window.__firstTap.control(at, name), [slot, step.control]);
        shown ??= control.visibleAt;
        if (control.timeout) return { failure: `the control never showed (waited ${Math.round(control.waited)} ms)`, waited: control.waited };
        await withCap(page.touchscreen.tap(control.x, control.y), 2 * WAIT_MS, `${scenario.name} tap`);
        const answer = await evaluate(([at, detect]) => window.__firstTap.response(at, detect), [slot, step.detect]);
        return { visibleAt: control.visibleAt, ...answer };
      };
      let first;
      try {
        first = await tapOnce(index * 2);
      } catch (error) {
        record.visibleAt = shown ?? undefined;
        record.failure = result.navigated ? `the page navigated to ${result.navigated}` : String(error.message ?? error);
        if (result.navigated) {
          // What the page that left saw: when the tap came, and whether the app had hydrated by then.
          await page.waitForURL((address) => address.href !== url, { waitUntil: 'commit', timeout: WAIT_MS }).catch(() => undefined);
          const left = await evaluate(() => window.__firstTap?.previous ?? null).catch(() => null);
          if (left) {
            Object.assign(record, { tapAt: left.tapAt ?? undefined, leftAt: left.leftAt });
            Object.assign(result, { domContentLoadedAt: left.domContentLoadedAt, loadAt: left.loadAt, hydratedAt: left.hydratedAt, appReadyAt: left.appReadyAt, feedbackAt: left.feedbackAt });
          }
        }
        break;
      }
      Object.assign(record, { visibleAt: first.visibleAt, tapAt: first.tapAt, onControl: first.onControl, target: first.target });
      if (first.failure) {
        record.failure = first.failure;
        record.waited = first.waited;
        break;
      }
      if (first.outcome) {
        record.outcome = first.outcome;
        record.respondedAt = first.at;
        record.response = first.at - first.tapAt;
        if (first.outcome !== step.expect) record.failure = `answered with ${first.outcome}, not ${step.expect}`;
        continue;
      }
      // Lost: the reader taps again, now that the app is there.
      record.lost = first.lost;
      record.waited = first.waited;
      record.failure = `${first.lost} (waited ${Math.round(first.waited)} ms)`;
      try {
        const again = await tapOnce(index * 2 + 1);
        if (again.outcome) {
          record.retapOutcome = again.outcome;
          record.retapResponse = again.at - again.tapAt;
        } else record.retapFailure = again.failure ?? again.lost;
      } catch (error) {
        record.retapFailure = result.navigated ? `the page navigated to ${result.navigated}` : String(error.message ?? error);
      }
      break;
    }
    if (!result.navigated) {
      try {
        Object.assign(result, await evaluate((lite) => window.__firstTap.summary(lite), variant === 'lite'));
      } catch (error) {
        result.summaryFailure = String(error.message ?? error);
      }
    }
  } finally {
    await context.close().catch(() => undefined);
  }
  return result;
}

// ---- the report ----

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const stat = (values) => {
  const known = values.filter((value) => typeof value === 'number');
  if (known.length === 0) return '—';
  const ms = (value) => String(Math.round(value));
  return known.length === 1 ? ms(known[0]) : `${ms(median(known))} (${ms(Math.min(...known))}–${ms(Math.max(...known))})`;
};

function table(results) {
  const rows = [];
  for (const scenario of SCENARIOS) {
    for (const variant of VARIANTS) {
      const runs = results.filter((run) => run.scenario === scenario.name && run.variant === variant);
      for (const step of scenario.steps) {
        const records = runs.map((run) => ({ run, record: run.steps.find((one) => one.step === step.name) }));
        const answered = records.filter(({ record }) => record && record.response !== undefined && !record.failure);
        const failures = records.filter(({ record }) => !record || record.failure);
        // Each kind of failure with how often, and how long its taps waited before they counted as lost.
        const kinds = new Map();
        for (const { record } of failures) {
          const kind = record ? record.failure.replace(/\(waited \d+ ms\)/, '').trim() : 'not reached';
          kinds.set(kind, [...(kinds.get(kind) ?? []), record?.waited]);
        }
        const notes = [...kinds].map(([kind, waits]) => {
          const waited = waits.some((wait) => typeof wait === 'number') ? `, waited ${stat(waits)}` : '';
          return `${waits.length}× ${kind}${waited}`;
        });
        rows.push([
          `${scenario.name} ${step.name}`,
          variant,
          `${answered.length}/${runs.length}`,
          stat(answered.map(({ record }) => record.response)),
          stat(records.map(({ record }) => record?.visibleAt)),
          stat(records.map(({ record }) => record?.tapAt)),
          stat(records.map(({ run }) => run.domContentLoadedAt)),
          stat(records.map(({ run }) => run.feedbackAt)),
          stat(records.map(({ run }) => run.hydratedAt)),
          stat(records.map(({ run }) => run.appReadyAt)),
          stat(records.map(({ record }) => record?.retapResponse)),
          notes.join('; '),
        ]);
      }
    }
  }
  const head = ['tap', 'page', 'answered', 'tap → response', 'control visible', 'tap at', 'DOMContentLoaded', 'Lite "loading"', 'hydrated', 'app ready', 'retap → response', 'failures'];
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(head), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

// ---- the run ----

const reprint = option('table', '');
if (reprint) {
  const saved = JSON.parse(readFileSync(reprint, 'utf8'));
  console.log(table(saved.results));
  process.exit(0);
}

if (!args.includes('--no-build')) {
  const build = spawnSync('node', ['.ci/build.mjs', 'real'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const results = [];
try {
  const api = await startMockApi();
  cleanups.push(async () => api.stop());
  const server = await startServer(api.url);
  cleanups.push(async () => server.stop());
  const browser = await chromium.launch({ executablePath: findBrowser(), args: [...CHROMIUM_ARGS], timeout: 30_000 });
  cleanups.push(() => browser.close());
  const site = { url: server.url, apiUrl: api.url };
  // Runs interleaved (run 1 of everything, then run 2 …), so a busy moment of the machine spreads over all.
  for (let run = 1; run <= RUNS; run++) {
    for (const scenario of SCENARIOS) {
      for (const variant of VARIANTS) {
        let result;
        try {
          result = await withCap(measure(browser, site, scenario, variant), RUN_CAP_MS, `${scenario.name} ${variant}`);
        } catch (error) {
          result = { scenario: scenario.name, variant, steps: [], error: String(error.message ?? error) };
        }
        result.run = run;
        // How busy the shared machine was (its 1-minute load average).
        result.load = loadavg()[0];
        results.push(result);
        const said = result.steps
          .map((step) => `${step.step} ${step.response !== undefined ? `${Math.round(step.response)} ms` : step.failure}${step.retapResponse !== undefined ? `, retap ${Math.round(step.retapResponse)} ms` : ''}`)
          .join(', ');
        console.log(`run ${run} ${scenario.name.padEnd(8)} ${variant.padEnd(4)} ${result.error ?? said}`);
      }
    }
  }
} finally {
  await cleanUp();
}

mkdirSync('reports/first-tap', { recursive: true });
const file = `reports/first-tap/${LABEL}.json`;
const settings = { path: PATH, runs: RUNS, cpuRate: CPU_RATE, network: NETWORK, phone: PHONE, waitMs: WAIT_MS, graceMs: GRACE_MS, at: new Date().toISOString() };
writeFileSync(file, `${JSON.stringify({ settings, results }, null, 2)}\n`);
console.log(`\nFirst tap, ${PATH}, ${RUNS} runs each: medians (min–max), ms; times "at" are from the navigation's start. JSON: ${file}`);
console.log(table(results));
const loads = results.map((result) => result.load);
console.log(`The machine's 1-minute load average during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${cpus().length} cores.`);
process.exit(0);
