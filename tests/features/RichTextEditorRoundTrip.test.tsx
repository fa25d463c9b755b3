// @vitest-environment jsdom
// jsdom, as for tests/xss: DOMPurify needs a conforming HTML parser, and ProseMirror a faithful DOM.
import { Editor } from '@tiptap/core';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../contracts/common';
import en from '../../locales/en.json';
import { articles } from '../../mocks/seed/articles';
import { createEditorExtensions } from '../../src/features/admin/editor/editorExtensions';
import { align, runControl, type ContentLang } from '../../src/features/admin/editor/toolbarControls';
import { StoryBody } from '../../src/components/StoryBody';
import { checkLinkUrl } from '../../src/lib/linkUrl';
import { sanitizeHtml } from '../../src/lib/sanitizeHtml';

const editors: Editor[] = [];
afterEach(() => {
  editors.splice(0).forEach((editor) => editor.destroy());
});

function newEditor(content = '', lang: ContentLang = 'en'): Editor {
  const element = document.createElement('div');
  element.setAttribute('lang', lang);
  const editor = new Editor({ element, extensions: createEditorExtensions(), content, injectCSS: false });
  editors.push(editor);
  return editor;
}

/** Selects the first occurrence of a text (from the start of `from` to the end of `to`), as an editor does with the mouse. */
function select(editor: Editor, from: string, to = from): void {
  let start = -1;
  let end = -1;
  editor.state.doc.descendants((node, pos) => {
    if (!node.isText || !node.text) return true;
    const at = node.text.indexOf(from);
    if (start < 0 && at >= 0) start = pos + at;
    const last = node.text.indexOf(to);
    if (start >= 0 && end < 0 && last >= 0) end = pos + last + to.length;
    return false;
  });
  if (start < 0 || end < 0) throw new Error(`no "${from}" … "${to}" in the document`);
  editor.commands.setTextSelection({ from: start, to: end });
}

/** Every format of SPEC §9's toolbar, made with the toolbar's own commands (runControl, align, the link dialog's). */
function everyFormat(lang: ContentLang): string {
  const editor = newEditor(
    '<p>A section</p><p>A sub-section</p><p>strong, slanted, underlined, struck, a source and mail.</p>' +
      '<p>Aligned center</p><p>Aligned right</p><p>Aligned justify</p><p>Aligned left</p>' +
      '<p>First point</p><p>Second point</p><p>Step one</p><p>The end</p>',
    lang,
  );
  select(editor, 'A section');
  runControl(editor, 'heading2', lang);
  select(editor, 'A sub-section');
  runControl(editor, 'heading3', lang);
  for (const [word, control] of [
    ['strong', 'bold'],
    ['slanted', 'italic'],
    ['underlined', 'underline'],
    ['struck', 'strike'],
  ] as const) {
    select(editor, word);
    runControl(editor, control, lang);
  }
  for (const [text, typed] of [
    ['a source', 'example.com/report'],
    ['mail', 'desk@example.com'],
  ] as const) {
    select(editor, text);
    const link = checkLinkUrl(typed);
    if (!link.ok) throw new Error(`${typed} should be accepted`);
    editor.chain().setLink({ href: link.href }).run();
  }
  for (const alignment of ['center', 'right', 'justify', 'left'] as const) {
    select(editor, `Aligned ${alignment}`);
    align(editor, alignment, lang);
  }
  select(editor, 'First point', 'Second point');
  runControl(editor, 'bulletList', lang);
  select(editor, 'Step one');
  runControl(editor, 'orderedList', lang);
  select(editor, 'The end');
  editor.commands.setTextSelection(editor.state.selection.from);
  runControl(editor, 'horizontalRule', lang);
  return editor.getHTML();
}

describe('what the body editor writes is what the article page shows', () => {
  it.each(['en', 'zh-tw'] as const)('keeps every format through the site sanitizer (%s)', (lang) => {
    const html = everyFormat(lang);
    expect(html).toContain('<h2>A section</h2>');
    expect(html).toContain('<h3>A sub-section</h3>');
    expect(html).toContain('<strong>strong</strong>, <em>slanted</em>, <u>underlined</u>, <s>struck</s>');
    expect(html).toContain('<a href="https://example.com/report">a source</a>');
    expect(html).toContain('<a href="mailto:desk@example.com">mail</a>');
    expect(html).toMatch(/<p style="text-align: center;?">Aligned center<\/p>/);
    expect(html).toMatch(/<p style="text-align: right;?">Aligned right<\/p>/);
    // A paragraph's own alignment (left in English, justified in Chinese) is written as no style at all.
    expect(html).toContain(lang === 'en' ? '<p>Aligned left</p>' : '<p>Aligned justify</p>');
    expect(html).toMatch(lang === 'en' ? /<p style="text-align: justify;?">/ : /<p style="text-align: left;?">/);
    expect(html).toMatch(/<ul><li><p>First point<\/p><\/li><li><p>Second point<\/p><\/li><\/ul>/);
    expect(html).toContain('<ol><li><p>Step one</p></li></ol>');
    expect(html).toMatch(/<hr>(<p><\/p>)?<p>The end<\/p>$/);

    expect(sanitizeHtml(html)).toBe(html);
  });

  it('renders on the reader’s article page (StoryBody, RichText) exactly as written', () => {
    const html = everyFormat('en');
    const { container } = render(
      <IntlProvider locale="en" messages={en}>
        <StoryBody html={html} />
      </IntlProvider>,
    );
    const body = container.firstElementChild;
    expect(body?.innerHTML).toBe(html);
    expect(body?.querySelector<HTMLElement>('p[style]')?.style.textAlign).toBe('center');
  });

  it('undoes and redoes a format with the toolbar’s commands', () => {
    const editor = newEditor('<p>Plain</p>');
    editor.commands.selectAll();
    runControl(editor, 'bold', 'en');
    expect(editor.getHTML()).toBe('<p><strong>Plain</strong></p>');
    runControl(editor, 'undo', 'en');
    expect(editor.getHTML()).toBe('<p>Plain</p>');
    runControl(editor, 'redo', 'en');
    expect(editor.getHTML()).toBe('<p><strong>Plain</strong></p>');
  });
});

describe('hostile markup', () => {
  const hostile =
    '<script>window.__hit = 1</script>' +
    '<p style="text-align: center; color: red">centred and red</p>' +
    '<p style="position: fixed; inset: 0">covering</p>' +
    '<div style="text-align: center">a div</div>' +
    '<p><img src="/media/missing.png" alt="" onerror="window.__hit = 1"><a href="javascript:window.__hit = 1">click</a></p>' +
    '<p><a href="data:text/html,&lt;script&gt;" onclick="window.__hit = 1">data</a></p>' +
    '<h2 style="text-align:right" onmouseover="window.__hit = 1">kept right</h2>';

  it('is stripped by the site sanitizer: scripts, handlers, script URLs, every style but an alignment', () => {
    const clean = sanitizeHtml(hostile);
    expect(clean).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|data:text/);
    expect(clean).toContain('<p>centred and red</p>');
    expect(clean).toContain('<p>covering</p>');
    expect(clean).toContain('<div>a div</div>');
    expect(clean).toContain('<h2 style="text-align:right">kept right</h2>');
  });

  it('is not taken in by the editor either: what it saves carries none of it', () => {
    const editor = newEditor(hostile);
    const html = editor.getHTML();
    expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|data:text|color|position/);
    // The editor reads a block's alignment and nothing else of a style.
    expect(html).toMatch(/<p style="text-align: center;?">centred and red<\/p>/);
    expect(html).toContain('<p>covering</p>');
    expect(html).toContain('<p>click</p>');
    expect(html).toMatch(/<h2 style="text-align: right;?">kept right<\/h2>/);
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps a pasted link’s address only: no target, rel, class or title', () => {
    const editor = newEditor('<p><a href="https://example.org/" target="_blank" rel="opener" class="x" title="t">there</a></p>');
    expect(editor.getHTML()).toBe('<p><a href="https://example.org/">there</a></p>');
  });
});

describe('what the toolbar cannot make', () => {
  it('keeps a story’s figures and quotes whole, as the page shows them', () => {
    const body =
      '<p>Before.</p><blockquote><p>A quote.</p></blockquote>' +
      '<figure><picture><source srcset="/media/a.webp" type="image/webp">' +
      '<img src="/media/a.jpg" width="1200" height="800" alt="Terraces" loading="lazy" decoding="async"></picture>' +
      '<figcaption>Terraces at dawn.</figcaption></figure><p>After.</p>';
    const editor = newEditor(body);
    expect(editor.getHTML()).toBe(body);
    expect(sanitizeHtml(editor.getHTML())).toBe(body);
  });

  it('takes a pasted figure in only through the sanitizer', () => {
    const editor = newEditor(
      '<figure><img src="https://tracker.example/p.gif" alt="" onerror="window.__hit = 1"><figcaption onclick="window.__hit = 1">Caption</figcaption></figure>',
    );
    expect(editor.getHTML()).toBe('<figure><img alt="" loading="lazy" decoding="async"><figcaption>Caption</figcaption></figure>');
  });
});

describe('the seed’s stories, opened in the editor', () => {
  const textOf = (html: string) => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(html);
    return (box.textContent ?? '').replace(/\s+/g, '');
  };

  it.each(articles.filter((_, index) => index % 10 === 0).flatMap((article) => LOCALES.map((locale) => [article._id, locale] as const)))(
    '%s (%s) keeps every word, quote and figure',
    (id, locale) => {
      const body = articles.find((article) => article._id === id)?.data[locale].content ?? '';
      const html = newEditor(body, locale).getHTML();
      expect(textOf(html)).toBe(textOf(body));
      expect(html.match(/<figure>/g)?.length ?? 0).toBe(body.match(/<figure>/g)?.length ?? 0);
      expect(html.match(/<blockquote>/g)?.length ?? 0).toBe(body.match(/<blockquote>/g)?.length ?? 0);
      expect(sanitizeHtml(html)).toBe(html);
    },
  );
});

/** The story blocks (issue 25 item 2, docs/decisions/097): the stored markup in, the same markup out. */
describe('the story blocks in the editor', () => {
  const PICTURE =
    '<figure data-block="picture" data-size="wide"><img src="/api/media/pictures/abc.jpg" alt="A river at dusk" width="1800" height="1200" data-widths="320,640,1800" loading="lazy" decoding="async"><figcaption><span data-part="caption">The Li river</span><span data-part="credit">Photo: Wen Li</span></figcaption></figure>';
  const GALLERY =
    '<figure data-block="gallery"><img src="/api/media/pictures/a.jpg" alt="One" width="900" height="600" data-widths="320,640,900" loading="lazy" decoding="async"><img src="/api/media/pictures/b.jpg" alt="Two" width="600" height="900" loading="lazy" decoding="async"><figcaption><span data-part="caption">Two views</span></figcaption></figure>';
  const EMBED = '<figure data-block="embed" data-provider="youtube"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure>';
  const PULL = '<blockquote data-block="pullquote"><p>Rivers keep their own time.</p></blockquote>';

  it('keeps a picture, a gallery, an embed and a pull quote exactly as stored, and the sanitizer keeps them too', () => {
    const html = `<p>Before</p>${PICTURE}${GALLERY}${EMBED}${PULL}<blockquote><p>A block quote</p></blockquote><p>After</p>`;
    expect(newEditor(html).getHTML()).toBe(html);
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('turns an embed of another host into the kept figure, not an embed', () => {
    const html = newEditor('<figure data-block="embed"><a href="https://evil.example/watch?v=dQw4w9WgXcQ">v</a></figure>').getHTML();
    expect(html).not.toContain('data-provider');
    expect(html).not.toContain('data-block');
  });

  it('makes a block quote and a pull quote with the quote controls, and turns one into the other', () => {
    const editor = newEditor('<p>Said</p>');
    runControl(editor, 'blockquote', 'en');
    expect(editor.getHTML()).toBe('<blockquote><p>Said</p></blockquote>');
    runControl(editor, 'pullQuote', 'en');
    expect(editor.getHTML()).toBe('<blockquote data-block="pullquote"><p>Said</p></blockquote>');
    runControl(editor, 'pullQuote', 'en');
    expect(editor.getHTML()).toBe('<p>Said</p>');
    runControl(editor, 'pullQuote', 'en');
    expect(editor.getHTML()).toBe('<blockquote data-block="pullquote"><p>Said</p></blockquote>');
  });
});
