import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../config';
import { keepTaps, KEPT_TAP_LIMIT_MS, TAP_KEEPER_GLOBAL, type KeptTapTexts } from '../lib/keepTaps';
import { APP_READY_EVENT, LITE_ATTRIBUTE, LITE_DATA_ID, type LiteData } from '../lib/lite';
import { readerHintScript } from '../lib/readerHint';
import { storageKeys } from '../lib/storage';

/** The browser build's index.html, cut where a rendered page goes in. */
export interface Template {
  readonly head: string;
  readonly tail: string;
  /** The styles of these bundles (by name: 'ArticlePage', 'en'), inline, for the head. */
  readonly styles: (bundles: readonly string[]) => string;
  /** The script that loads the build's entry and these bundles' scripts once the page has painted (see `loader`). */
  readonly scripts: (bundles: readonly string[]) => string;
  /**
   * The script that runs first, in the head, before anything paints: whether this browser holds a session
   * (src/lib/readerHint.ts) and, given the page's texts, the keeper of the reader's taps until the app can answer
   * them (src/lib/keepTaps.ts).
   */
  readonly early: (taps?: KeptTapTexts) => string;
  /**
   * The Lite page's scripts in their place (docs/decisions/110): the build's Lite script (dist/lite.html) and its
   * data, which lists the app's files (these bundles' and the entry) for when the reader reaches for the app. Null
   * for a build without the Lite script: such a server sends every page full.
   */
  readonly liteScripts: ((bundles: readonly string[], data: (app: readonly string[]) => LiteData) => string) | null;
}

// Parcel's minifier writes the root unquoted (<div id=root></div>); the dev build keeps the quotes.
const ROOT = /<div id="?root"?><\/div>/;

/**
 * Pages are rendered with this in place of the CSP nonce, so a page's HTML (and its ETag, and the micro-cache's
 * copy) is the same for every request; `withNonces` puts each request's own nonce in just before sending.
 */
export const NONCE_PLACEHOLDER = 'csp-nonce-placeholder';
const NONCE_ATTRIBUTE = `nonce="${NONCE_PLACEHOLDER}"`;
/** The same for the inline <style> elements: helmet gives styles a nonce of their own. */
export const STYLE_NONCE_PLACEHOLDER = 'csp-style-nonce-placeholder';
const STYLE_NONCE_ATTRIBUTE = `nonce="${STYLE_NONCE_PLACEHOLDER}"`;

/**
 * A page's bytes, encoded once and cut at its nonce placeholders: a request only puts its own nonces between the
 * parts (`withNonces`), rather than searching and re-encoding the whole page every time (a cached page is sent
 * far more often than it is rendered: decision 035).
 */
export interface NoncedPage {
  readonly parts: readonly Buffer[];
  /** Which nonce goes after each part but the last. */
  readonly slots: readonly ('script' | 'style')[];
}

const SCRIPT_PLACEHOLDER_BYTES = Buffer.from(NONCE_ATTRIBUTE);
const STYLE_PLACEHOLDER_BYTES = Buffer.from(STYLE_NONCE_ATTRIBUTE);

/**
 * The page (its HTML, or those bytes already encoded) cut at its placeholders: the bytes are searched, not the text,
 * so the page is encoded once (a regular expression over the text and an encoding of each part was 4.5 % of an
 * uncached render's CPU, issue 27). The two placeholders differ after `nonce="csp-`, so neither match can overlap
 * the other.
 */
export function splitAtNonces(html: string | Buffer): NoncedPage {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  const parts: Buffer[] = [];
  const slots: ('script' | 'style')[] = [];
  let last = 0;
  let script = bytes.indexOf(SCRIPT_PLACEHOLDER_BYTES, last);
  let style = bytes.indexOf(STYLE_PLACEHOLDER_BYTES, last);
  while (script !== -1 || style !== -1) {
    const isScript = style === -1 || (script !== -1 && script < style);
    const at = isScript ? script : style;
    parts.push(bytes.subarray(last, at));
    slots.push(isScript ? 'script' : 'style');
    last = at + (isScript ? SCRIPT_PLACEHOLDER_BYTES : STYLE_PLACEHOLDER_BYTES).length;
    if (isScript) script = bytes.indexOf(SCRIPT_PLACEHOLDER_BYTES, last);
    else style = bytes.indexOf(STYLE_PLACEHOLDER_BYTES, last);
  }
  parts.push(bytes.subarray(last));
  return { parts, slots };
}

/** The page with the request's nonces on every script and style element the server wrote (the build's and React's). */
export function withNonces(page: NoncedPage, nonces: { readonly script: string; readonly style: string }): Buffer {
  if (![nonces.script, nonces.style].every((nonce) => /^[\w+/=-]+$/.test(nonce))) throw new Error('a CSP nonce is base64 or hex');
  const attribute = { script: Buffer.from(`nonce="${nonces.script}"`), style: Buffer.from(`nonce="${nonces.style}"`) };
  const chunks: Buffer[] = [];
  page.parts.forEach((part, index) => {
    chunks.push(part);
    const slot = page.slots[index];
    if (slot) chunks.push(attribute[slot]);
  });
  return Buffer.concat(chunks);
}

/** Every <script> of the build's index.html gets the nonce (Parcel writes only external module scripts). */
function nonceScripts(html: string): string {
  return html.replace(/<script(?=[\s>])/g, `<script ${NONCE_ATTRIBUTE}`);
}

/**
 * The chunks `src/main.tsx` imports as it starts (by name): fetched with the entry rather than after it has run.
 * `.ci/build.mjs` checks that the build has each.
 */
const ENTRY_CHUNKS: readonly string[] = ['mountApp'];

/** Where the entry's script stood in the build's index.html: `fillTemplate` puts the page's loader there. */
const SCRIPTS_SLOT = '<!--huanyu-scripts-->';

/**
 * The build's entry scripts, taken out of the template (their place marked) and returned: `loader` starts them.
 * The page arrives rendered: the scripts only hydrate it, and are needed neither for the first paint nor for reading
 * or following a link.
 */
function takeEntry(html: string): { html: string; entry: string[] } {
  const entry: string[] = [];
  const rest = html.replace(/<script type="?module"? src="?(\/[^"\s>]+\.js)"?><\/script>/g, (_script, src: string) => {
    entry.push(src);
    return entry.length === 1 ? SCRIPTS_SLOT : '';
  });
  return { html: rest, entry };
}

/**
 * The page's scripts (the entry last, which imports the others), fetched and run only once the page has loaded and
 * painted: the load event *and* the frame after it (requestAnimationFrame, then a task), since a busy phone may
 * fire load before it has painted the pictures that just came in; a hidden tab paints no frames and starts at once.
 * The lead pictures (fetchpriority=high) are decoded first: a picture loaded by the load event may still be
 * painted a frame or two later (Lighthouse saw it 50 ms after the load, after the scripts had been asked for).
 * Fetched any earlier, the 140 kB entry shared a phone's link with the lead picture and ran before it was painted
 * (Lighthouse, simulated 4G: LCP 2.2-2.5 s with it, 1.3-1.5 s without; docs/decisions/050). They are all asked
 * for at once (modulepreload) so the page's own chunk and messages do not wait for the entry. `src/main.tsx`
 * marks the page loaded at once when it starts after the load event. A reader who reaches for the page before
 * then (a tap, a key) starts them at once: the page is theirs to use, not only to read.
 */
function loader(files: readonly string[]): string {
  if (files.length === 0) return '';
  // If the app cannot load (offline), the page's tap keeper says so (src/lib/keepTaps.ts) and the next tap tries
  // again; a browser keeps a module that failed as failed, so the next try asks for it under another address.
  const entry = `${JSON.stringify(files.at(-1))}+(tries?"?try="+tries:"")`;
  const failed = `.catch(()=>{started=false;tries+=1;globalThis.${TAP_KEEPER_GLOBAL}?.failed();listen()})`;
  const run = `()=>{if(started)return;started=true;for(const href of ${JSON.stringify(files)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}import(${entry})${failed}}`;
  const listen = `()=>{for(const type of ["pointerdown","touchstart","keydown"])addEventListener(type,run,{once:true,passive:true,capture:true})}`;
  // The lead pictures (fetchpriority=high) decoded first: a phone may paint them a frame or more after the load.
  const painted = `Promise.all([...document.querySelectorAll("img[fetchpriority=high]")].map((img)=>img.decode().catch(()=>{}))).then(()=>requestAnimationFrame(()=>setTimeout(run)))`;
  const start = `let started=false;let tries=0;const run=${run};const listen=${listen};const start=()=>document.visibilityState==="hidden"?run():${painted};document.readyState==="complete"?start():addEventListener("load",start,{once:true});listen()`;
  return `<script ${NONCE_ATTRIBUTE} type="module">${start}</script>`;
}

/**
 * The head's first script (Template.early): the reader hint, and on a full page the tap keeper, kept on `window`
 * for the loader. A classic script, so it runs as the parser reaches it, before the body is there to tap.
 */
function early(taps?: KeptTapTexts): string {
  const hint = readerHintScript(storageKeys(config.product.slug).userToken);
  const keeper = taps ? `;${TAP_KEEPER_GLOBAL}=(${KEEP_TAPS})(${inlineJson(APP_READY_EVENT)},${inlineJson(taps)},${inlineJson(KEPT_TAP_NOTE)},${KEPT_TAP_LIMIT_MS})` : '';
  return `<script ${NONCE_ATTRIBUTE}>${hint}${keeper}</script>`;
}

/** The keeper's own source text, for the inline loader: it closes over nothing (src/lib/keepTaps.ts). */
const KEEP_TAPS = keepTaps.toString();
if (KEEP_TAPS.includes('<')) throw new Error('keepTaps must be written without "<": its text goes into an inline script');
/** The class of the keeper's note (src/styles/global.css). */
export const KEPT_TAP_NOTE = 'kept-tap-note';

/** A value as JavaScript inside an inline <script>: JSON that nothing in it can close the element or break. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * A stylesheet as an inline <style> (nonce'd), so the page's first paint waits for no request: the site's CSS is
 * small (the global sheet, the shell's and one page's: 25-35 kB, 7-9 kB compressed) and one round trip on a
 * phone's link costs more than those bytes. Null when the text could end the element early (never in Parcel's
 * output, but then the link stays).
 */
function inlineStyle(css: string): string | null {
  return /<\/style/i.test(css) ? null : `<style ${STYLE_NONCE_ATTRIBUTE}>${css}</style>`;
}

/** The build's <link rel=stylesheet> tags (Parcel's minifier leaves the attributes unquoted) as inline styles. */
function inlineStylesheets(html: string, read: (file: string) => string | null): string {
  return html.replace(/<link rel="?stylesheet"? href="?\/([^"\s>]+\.css)"?>/g, (link, file: string) => {
    const css = read(file);
    return (css === null ? null : inlineStyle(css)) ?? link;
  });
}

/**
 * The charset declaration first in the head: a browser looks for it in the first 1024 bytes only, and Parcel writes
 * the global stylesheet before it, which is now its inline text.
 */
function charsetFirst(head: string): string {
  const charset = /<meta charset="?[\w-]+"?\s*\/?>/i.exec(head)?.[0];
  if (!charset) return head;
  const rest = head.replace(charset, '');
  const opening = /<head(?:\s[^>]*)?>|<html(?:\s[^>]*)?>/i.exec(rest);
  if (!opening) return `${charset}${rest}`;
  const at = opening.index + opening[0].length;
  return `${rest.slice(0, at)}${charset}${rest.slice(at)}`;
}

/**
 * The build's "needs JavaScript" line is for the static demo build, which the browser renders: a page this server
 * renders is complete without scripts (what needs them says so at its place: ScriptNeeded), so it goes.
 */
function withoutNoscript(html: string): string {
  return html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
}

/** The Lite script's data as JSON in a <script> no browser runs: nothing in it can close the element. */
function liteDataScript(data: LiteData): string {
  return `<script type="application/json" id="${LITE_DATA_ID}">${inlineJson(data)}</script>`;
}

/** The Lite entry's scripts, as Parcel wrote them into dist/lite.html (none when the build has no Lite page). */
function liteEntry(clientDir: string, files: readonly string[]): string[] {
  if (!files.includes('lite.html')) return [];
  const html = readFileSync(join(clientDir, 'lite.html'), 'utf8');
  return [...html.matchAll(/<script type="?module"? src="?(\/[^"\s>]+\.js)"?><\/script>/g)].map((match) => match[1] ?? '').filter(Boolean);
}

export function loadTemplate(clientDir: string): Template {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const match = ROOT.exec(html);
  if (!match) throw new Error(`${clientDir}/index.html has no <div id="root"></div> to render into`);
  const files = readdirSync(clientDir);
  // Read once at start: the build does not change under a running server.
  const styles = new Map(files.filter((file) => file.endsWith('.css')).map((file) => [file, readFileSync(join(clientDir, file), 'utf8')]));
  const read = (file: string) => styles.get(file) ?? null;
  const bundleFiles = (bundles: readonly string[], extension: string) =>
    bundles.flatMap((bundle) => files.filter((file) => file.startsWith(`${bundle}.`) && new RegExp(`^[^.]+\\.[0-9a-f]{8,}\\.${extension}$`).test(file)));
  const styleTag = (file: string) => {
    const inline = inlineStyle(read(file) ?? '');
    // The page's chunk still asks for its stylesheet when it loads (Parcel's loader). A *disabled* link with the
    // same address is never fetched, and that loader takes any stylesheet link to the address as already there,
    // so the rules are not fetched a second time and hydration does not wait for them.
    return inline === null ? `<link rel="stylesheet" href="/${file}">` : `${inline}<link rel="stylesheet" href="/${file}" disabled>`;
  };
  const { html: rest, entry } = takeEntry(withoutNoscript(html.slice(match.index + match[0].length)));
  const appFiles = (bundles: readonly string[]) => [...bundleFiles([...bundles, ...ENTRY_CHUNKS], 'js').map((file) => `/${file}`), ...entry];
  const lite = liteEntry(clientDir, files);
  return {
    head: charsetFirst(inlineStylesheets(nonceScripts(html.slice(0, match.index)), read)),
    tail: nonceScripts(rest),
    styles: (bundles) => bundleFiles(bundles, 'css').map(styleTag).join(''),
    scripts: (bundles) => loader(appFiles(bundles)),
    early,
    liteScripts:
      lite.length === 0
        ? null
        : (bundles, data) =>
            `${liteDataScript(data(appFiles(bundles)))}${lite.map((src) => `<script ${NONCE_ATTRIBUTE} type="module" src="${src}"></script>`).join('')}`,
  };
}

/** The same page in a given language, with the head React rendered in place of the build's default one. */
export function fillTemplate(
  template: Template,
  parts: { lang: string; head: string; body: string; state: string; scripts?: string; early?: string; lite?: boolean },
): string {
  // A Lite page says so on <html>, outside the app's root: React's HTML is the same on both (docs/decisions/110).
  let head = template.head.replace(/<html lang="?[^">\s]*"?/, `<html lang="${parts.lang}"${parts.lite ? ` ${LITE_ATTRIBUTE}` : ''}`);
  // The first script right after the charset (which charsetFirst put first), before anything can paint.
  const first = parts.early ?? template.early();
  const charset = /<meta charset="?[\w-]+"?\s*\/?>/i.exec(head);
  head = charset ? `${head.slice(0, charset.index + charset[0].length)}${first}${head.slice(charset.index + charset[0].length)}` : `${first}${head}`;
  if (parts.head.includes('<title')) head = head.replace(/<title>[^<]*<\/title>/, '');
  if (parts.head.includes('name="description"')) head = head.replace(/<meta name="?description"?[^>]*>/, '');
  // Parcel's minifier drops the optional </head> (and <head>): the rendered head then goes before <body>.
  if (head.includes('</head>')) head = head.replace('</head>', `${parts.head}</head>`);
  else if (/<body[\s>]/.test(head)) head = head.replace(/<body(?=[\s>])/, `${parts.head}<body`);
  else head = `${head}${parts.head}`;
  const scripts = parts.scripts ?? template.scripts([]);
  return `${head}<div id="root">${parts.body}</div>${parts.state}${template.tail.replace(SCRIPTS_SLOT, () => scripts)}`;
}
