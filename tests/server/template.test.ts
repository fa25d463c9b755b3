// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillTemplate, loadTemplate } from '../../src/server/template';

// dist/index.html as Parcel's minifier writes it: no <head> or </head>, unquoted attributes, the root unquoted.
const MINIFIED = `<!DOCTYPE html><html lang=en><link rel=stylesheet href=/main.d1851cd7.css><meta charset=utf-8><meta name=description content="The default description"><title>Huanyu 寰宇</title><body>
    <div id=root></div>
    <script type=module src=/main.271095fc.js></script>
  </body></html>`;
const HEAD = '<title>A Night-Market Walk · Huanyu</title><meta name="description" content="Pepper buns"/><meta property="og:title" content="A Night-Market Walk"/>';

const dirs: string[] = [];
function template(html: string) {
  const dir = mkdtempSync(join(tmpdir(), 'template-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), html);
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

  it('keeps working with a written-out head', () => {
    const written = MINIFIED.replace('<link', '<head><link').replace('<body>', '</head><body>');
    const html = fillTemplate(template(written), { lang: 'en', head: HEAD, body: '', state: '' });
    expect(html).toContain(`${HEAD}</head>`);
  });
});
