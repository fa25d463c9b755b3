// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepTaps } from '../../src/lib/keepTaps';
import { fillTemplate, loadTemplate, NONCE_PLACEHOLDER, splitAtNonces, STYLE_NONCE_PLACEHOLDER, withNonces } from '../../src/server/template';

// dist/index.html as Parcel's minifier writes it: no <head> or </head>, unquoted attributes, the root unquoted.
const MINIFIED = `<!DOCTYPE html><html lang=en><link rel=stylesheet href=/main.d1851cd7.css><meta charset=utf-8><meta name=description content="The default description"><title>Huanyu 寰宇</title><body>
    <div id=root></div>
    <script type=module src=/main.271095fc.js></script>
  </body></html>`;
const HEAD = '<title>A Night-Market Walk · Huanyu</title><meta name="description" content="Pepper buns"/><meta property="og:title" content="A Night-Market Walk"/>';

const dirs: string[] = [];
function template(html: string, files: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'template-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), html);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return loadTemplate(dir);
}

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the page template', () => {
  it("puts the rendered head into Parcel's minified index.html (which has no </head>), replacing the defaults", () => {
    const html = fillTemplate(template(MINIFIED), { lang: 'zh-Hans', head: HEAD, body: '<h1>Hi</h1>', state: '' });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-Hans">/);
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).toContain(HEAD);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).not.toContain('The default description');
    expect(head).toContain('<meta charset=utf-8>');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
  });

  it('drops the build\'s "needs JavaScript" line: a page the server renders is complete without scripts (issue 28)', () => {
    const withLine = MINIFIED.replace('<script type=module', '<noscript>Huanyu needs JavaScript to run. 寰宇需要启用 JavaScript。</noscript>\n    <script type=module');
    const html = fillTemplate(template(withLine), { lang: 'zh-Hant', head: HEAD, body: '<h1>Hi</h1>', state: '' });
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('needs JavaScript');
  });

  it('keeps working with a written-out head', () => {
    const written = MINIFIED.replace('<link', '<head><link').replace('<body>', '</head><body>');
    const html = fillTemplate(template(written), { lang: 'en', head: HEAD, body: '', state: '' });
    expect(html).toContain(`${HEAD}</head>`);
  });

  it('inlines the stylesheets with the style nonce, keeps the charset first, and loads the scripts after the paint', () => {
    const built = template(MINIFIED, {
      'main.d1851cd7.css': 'body{margin:0}',
      'ArticlePage.0123abcd.css': '.a{color:red}',
      'ArticlePage.4567cdef.js': '',
      'mountApp.89abcdef.js': '',
      'main.271095fc.js': '',
    });
    const filled = fillTemplate(built, {
      lang: 'en',
      head: built.styles(['ArticlePage']),
      body: '',
      state: '',
      scripts: built.scripts(['ArticlePage']),
    });
    const html = withNonces(splitAtNonces(filled), { script: 'scriptNonce', style: 'styleNonce' }).toString();
    // Before anything paints, a browser that holds a session says so (src/lib/readerHint.ts); then the styles.
    const hint = '<script nonce="scriptNonce">try{localStorage.getItem("huanyu:user-token")&&document.documentElement.setAttribute("data-reader-known","")}catch(e){}</script>';
    expect(html.startsWith(`<!DOCTYPE html><html lang="en"><meta charset=utf-8>${hint}<style nonce="styleNonce">body{margin:0}</style>`)).toBe(true);
    expect(html).not.toContain('href=/main.d1851cd7.css');
    // The page's own sheet: inline, and a disabled (never fetched) link that tells Parcel's loader it is there.
    expect(html).toContain('<style nonce="styleNonce">.a{color:red}</style><link rel="stylesheet" href="/ArticlePage.0123abcd.css" disabled>');
    // No script is fetched by the markup: an inline module with the nonce asks for them after load and a frame.
    expect(html).not.toContain('src=/main.271095fc.js');
    expect(html).not.toContain('modulepreload" href');
    const loader = /<script nonce="scriptNonce" type="module">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    // The page's chunk and the entry's start-up chunk (ENTRY_CHUNKS) are fetched with the entry, not after it.
    expect(loader).toContain('["/ArticlePage.4567cdef.js","/mountApp.89abcdef.js","/main.271095fc.js"]');
    expect(loader).toContain('import("/main.271095fc.js"');
    expect(loader).toContain('addEventListener("load"');
    // …and once the lead pictures are decoded, and a frame after that.
    expect(loader).toMatch(/querySelectorAll\("img\[fetchpriority=high\]"\)\].map\(\(img\)=>img\.decode\(\)/);
    // A reader who taps or types before then starts them at once, once.
    expect(loader).toMatch(/\["pointerdown","touchstart","keydown"\]/);
    expect(loader).toContain('if(started)return');
  });

  it('keeps the reader’s taps from the first byte until the app is ready, in the page’s words; tries again if the app did not load', () => {
    const built = template(MINIFIED, { 'main.271095fc.js': '' });
    const filled = fillTemplate(built, { lang: 'zh-Hant', head: '', body: '', state: '', early: built.early({ waiting: '頁面準備中…', failed: 'No <b>connection</b>' }) });
    // The head's first script, right after the charset: classic, so it runs as the parser reaches it.
    const first = /^<!DOCTYPE html><html lang="zh-Hant"><meta charset=utf-8><script nonce="[^"]+">([^<]*)<\/script>/.exec(filled)?.[1] ?? '';
    expect(first).toContain(`;huanyuTapKeeper=(${keepTaps.toString()})("huanyu:app-ready",`);
    expect(first).toContain('"waiting":"頁面準備中…"');
    // A text cannot end the script: its "<" is written as JSON's escape.
    expect(first).toContain('"failed":"No \\u003cb>connection\\u003c/b>"');
    // The loader tells the keeper when the app did not come; a module that failed stays failed in the browser, so
    // the next try asks for it under another address.
    const loader = /<script nonce="[^"]+" type="module">([^<]*)<\/script>/.exec(filled)?.[1] ?? '';
    expect(loader).toContain('import("/main.271095fc.js"+(tries?"?try="+tries:"")).catch(()=>{started=false;tries+=1;globalThis.huanyuTapKeeper?.failed();listen()})');
    // The desk's page, the Lite page and the tests' own have no texts, and no keeper: the hint alone.
    expect(built.early()).not.toContain('huanyuTapKeeper');
    expect(built.early()).toContain('data-reader-known');
  });

  it("puts each request's own nonces in every placeholder of a page encoded once, its text (Chinese too) intact", () => {
    const text =
      `<style nonce="${STYLE_NONCE_PLACEHOLDER}">a{}</style><h1>夜市 · “night”</h1><script nonce="${NONCE_PLACEHOLDER}">1</script>` +
      `<style nonce="${STYLE_NONCE_PLACEHOLDER}">b{}</style><script nonce="${NONCE_PLACEHOLDER}">2</script>`;
    const page = splitAtNonces(text);
    // The server hands over the bytes it already encoded (and hashed): cut the same way.
    expect(splitAtNonces(Buffer.from(text))).toEqual(page);
    const first = withNonces(page, { script: 's1', style: 't1' }).toString();
    const second = withNonces(page, { script: 's2', style: 't2' }).toString();
    expect(first).toBe('<style nonce="t1">a{}</style><h1>夜市 · “night”</h1><script nonce="s1">1</script><style nonce="t1">b{}</style><script nonce="s1">2</script>');
    expect(second).toBe(first.replaceAll('s1', 's2').replaceAll('t1', 't2'));
    expect(() => withNonces(page, { script: '"><script>', style: 't' })).toThrow(/nonce/);
  });

  it('keeps a stylesheet as a link when its text could close the element', () => {
    const built = template(MINIFIED, { 'main.d1851cd7.css': 'a::after{content:"</style>"}' });
    expect(fillTemplate(built, { lang: 'en', head: '', body: '', state: '' })).toContain('<link rel=stylesheet href=/main.d1851cd7.css>');
  });
});
