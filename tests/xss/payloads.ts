/**
 * The XSS corpus (issue 16 item 7): markup that tries to run script wherever the site shows text a reader or
 * the server wrote. Every payload that ran would call the global canary `__xss()`, which the checks define and
 * count; a payload whose trick needs a click (a `javascript:` link) is caught by the DOM check instead: no `on*`
 * attribute and no script URL may survive. Used by tests/xss/sanitizeHtml.test.ts (fast, happy-dom) and by
 * stories/security/XssCorpus.stories.tsx (real Chromium, through the screens).
 */

/** The canary's name: a global function the checks install; a payload that executes calls it. */
export const CANARY = '__xss';
const X = `${CANARY}()`;

export interface XssPayload {
  readonly family:
    | 'script'
    | 'handler'
    | 'url'
    | 'svg'
    | 'frame'
    | 'mxss'
    | 'encoding'
    | 'css'
    | 'markup'
    | 'block';
  readonly html: string;
}

const p = (family: XssPayload['family'], html: string): XssPayload => ({ family, html });

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Script elements, in every spelling a parser might accept.
  p('script', `<script>${X}</script>`),
  p('script', `<SCRIPT>${X}</SCRIPT>`),
  p('script', `<script src="data:text/javascript,${X}"></script>`),
  p('script', `<scr<script>ipt>${X}</scr</script>ipt>`),
  p('script', `<script/xss>${X}</script>`),
  p('script', `"><script>${X}</script>`),
  p('script', `</textarea><script>${X}</script>`),
  p('script', `</title><script>${X}</script>`),
  // Inline event handlers.
  p('handler', `<img src=x onerror=${X}>`),
  p('handler', `<img src="x" onerror="${X}">`),
  p('handler', `<IMG SRC=x OnErRoR=${X}>`),
  p('handler', `<img src=x onerror\x0B=${X}>`),
  p('handler', `<body onload=${X}>`),
  p('handler', `<div onmouseover="${X}">hover</div>`),
  p('handler', `<input autofocus onfocus=${X}>`),
  p('handler', `<details open ontoggle=${X}>`),
  p('handler', `<video><source onerror=${X}></video>`),
  p('handler', `<audio src=x onerror=${X}>`),
  p('handler', `<marquee onstart=${X}>`),
  p('handler', `<select autofocus onfocus=${X}></select>`),
  p('handler', `<p style="animation-name:x" onanimationstart=${X}>`),
  // javascript: and other script URLs.
  p('url', `<a href="javascript:${X}">link</a>`),
  p('url', `<a href="JaVaScRiPt:${X}">link</a>`),
  p('url', `<a href=" javascript:${X}">link</a>`),
  p('url', `<a href="java\tscript:${X}">link</a>`),
  p('url', `<a href="vbscript:${X}">link</a>`),
  p('url', `<a href="data:text/html,<script>${X}</script>">link</a>`),
  p('url', `<form action="javascript:${X}"><button>go</button></form>`),
  p('url', `<button formaction="javascript:${X}">go</button>`),
  p('url', `<meta http-equiv="refresh" content="0;url=javascript:${X}">`),
  p('url', `<base href="javascript:${X}//">`),
  // SVG.
  p('svg', `<svg onload=${X}>`),
  p('svg', `<svg><script>${X}</script></svg>`),
  p('svg', `<svg><a xlink:href="javascript:${X}"><text x="20" y="20">x</text></a></svg>`),
  p('svg', `<svg><animate onbegin=${X} attributeName=x dur=1s>`),
  p('svg', `<svg><set attributeName="href" to="javascript:${X}"/></svg>`),
  p('svg', `<svg><foreignObject><img src=x onerror=${X}></foreignObject></svg>`),
  p('svg', `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${X}'/></svg>#x"/></svg>`),
  // Frames and embedded documents.
  p('frame', `<iframe srcdoc="<script>parent.${X}</script>"></iframe>`),
  p('frame', `<iframe src="javascript:parent.${X}"></iframe>`),
  p('frame', `<iframe srcdoc="&lt;img src=x onerror=parent.${X}&gt;"></iframe>`),
  p('frame', `<object data="javascript:${X}"></object>`),
  p('frame', `<embed src="javascript:${X}">`),
  // Mutation XSS: markup that changes meaning when the sanitized result is parsed again.
  p('mxss', `<noscript><p title="</noscript><img src=x onerror=${X}>">`),
  p('mxss', `<template><img src=x onerror=${X}></template>`),
  p('mxss', `<math><mtext><table><mglyph><style><img src=x onerror=${X}>`),
  p('mxss', `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=${X}&gt;">`),
  p('mxss', `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${X}>`),
  p('mxss', `<svg></p><style><a id="</style><img src=1 onerror=${X}>">`),
  p('mxss', `<svg><style><img src=x onerror=${X}></style></svg>`),
  p('mxss', `<xmp><p title="</xmp><img src=x onerror=${X}>">`),
  p('mxss', `<textarea><p title="</textarea><img src=x onerror=${X}>"></textarea>`),
  p('mxss', `<!--><img src=x onerror=${X}>-->`),
  // Entities and Unicode.
  p('encoding', `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${X}">link</a>`),
  p('encoding', `<a href="&#x6A;avascript&colon;${X}">link</a>`),
  p('encoding', `<a href="javas&#x09;cript:${X}">link</a>`),
  p('encoding', `<a href="\u0000javascript:${X}">link</a>`),
  p('encoding', `&lt;script&gt;${X}&lt;/script&gt;`),
  p('encoding', `<img src=x onerror="&#95;&#95;xss()">`),
  p('encoding', `\uFF1Cscript\uFF1E${X}\uFF1C/script\uFF1E`),
  p('encoding', `<img src=x onerror=window['__x'+'ss']()>`),
  // CSS: expression(), url(javascript:), and style blocks.
  p('css', `<div style="background:url(javascript:${X})">x</div>`),
  p('css', `<div style="width:expression(${X})">x</div>`),
  p('css', `<style>@import "javascript:${X}";</style>`),
  p('css', `<style>*{background:url("javascript:${X}")}</style>`),
  p('css', `<link rel="stylesheet" href="javascript:${X}">`),
  // The editor's alignment is the one style kept: nothing may ride along with it.
  p('css', `<p style="text-align: center; background:url(javascript:${X})">x</p>`),
  p('css', `<p style="text-align: expression(${X})">x</p>`),
  p('css', `<h2 style="text-align:left;position:fixed;inset:0" onclick=${X}>x</h2>`),
  // Plain text that looks like markup, and a template-expression lookalike: shown as typed, never run.
  p('markup', `{{constructor.constructor('${X}')()}}`),
  p('markup', `\${${X}}`),
  p('markup', `' onmouseover='${X}' x='`),
  // Issue 29's probe: the 20 it added to reach 92, across the families.
  p('script', `<script type="module">${X}</script>`),
  p('script', `<script>/*</script><script>*/${X}</script>`),
  p('handler', `<img src=x onerror\u0009=${X}>`),
  p('handler', `<body onpageshow=${X}>`),
  p('handler', `<textarea autofocus onfocusin=${X}></textarea>`),
  p('handler', `<div contenteditable onbeforeinput=${X}>x</div>`),
  p('handler', `<img src=x onerror=&#x5f;&#x5f;xss()>`),
  p('handler', `<marquee onstart=${X}>x</marquee>`),
  p('url', `<a href="  java\nscript:${X}">link</a>`),
  p('url', `<img src="javascript:${X}">`),
  p('url', `<a href="https://evil.example@huanyu.example/" onclick=${X}>bank</a>`),
  p('url', `<a href="javascript&#x3A;${X}" target="_blank">link</a>`),
  p('svg', `<svg><animate attributeName="href" values="javascript:${X}"/></svg>`),
  p('svg', `<svg><set attributeName="onload" to="${X}"/></svg>`),
  p('frame', `<object data="data:text/html,<script>${X}</script>"></object>`),
  p('frame', `<iframe src="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoKTwvc2NyaXB0Pg=="></iframe>`),
  p('mxss', `<table><caption><svg><style><img src=x onerror=${X}></style></svg></caption></table>`),
  p('encoding', `<a href="java&#0000009;script:${X}">link</a>`),
  p('css', `<div style="behavior:url(#default#time2)" onbegin=${X}>x</div>`),
  p('markup', `<plaintext><img src=x onerror=${X}>`),
  // Issue 25's story blocks (docs/decisions/097): their attributes, their links and their embeds' addresses.
  p('block', `<figure data-block="picture" data-size="wide" onmouseover=${X}><img src="/api/media/pictures/a.jpg" alt="a" width="800" height="600" data-widths="320,640,800" onerror=${X}></figure>`),
  p('block', `<figure data-block="picture"><img src="javascript:${X}" alt="a" width="800" height="600" data-widths="320,640"></figure>`),
  p('block', `<figure data-block="picture"><img src="/api/media/pictures/a.jpg" alt="a" width="800" data-widths="320,640 onerror=${X}//"></figure>`),
  p('block', `<figure data-block="picture"><img src="/api/media/pictures/a.jpg" onerror="${X}.jpg" alt="a" width="800" data-widths="320"></figure>`),
  p('block', `<figure data-block="picture" data-size="full" onclick="${X}"><img src="/a.jpg" alt="a"><figcaption><span data-part="caption"><img src=x onerror=${X}></span><span data-part="credit" onclick=${X}>c</span></figcaption></figure>`),
  p('block', `<figure data-block="gallery"><img src="/api/media/pictures/b.png" alt="b" width="900" height="600" data-widths="320,640,900"><img src="https://tracker.example/p.png" alt="t" data-widths="320"><svg onload=${X}></svg></figure>`),
  p('block', `<figure data-block="embed" data-provider="youtube"><a href="javascript:${X}">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure>`),
  p('block', `<figure data-block="embed" data-provider="youtube"><a href="https://evil.example/watch?v=dQw4w9WgXcQ">video</a><button data-embed-load onclick=${X}>Load</button></figure>`),
  p('block', `<figure data-block="embed" data-provider="vimeo"><a href="https://vimeo.com.evil.example/1">v</a><iframe src="javascript:${X}"></iframe></figure>`),
  p('block', `<figure data-block="embed"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" onfocus=${X} autofocus>y</a><script>${X}</script></figure>`),
  p('block', `<figure data-block="embed" data-provider="x"><a href="https://x.com/a/status/1"><img src=x onerror=${X}></a><script src="https://platform.twitter.com/widgets.js"></script></figure>`),
  p('block', `<figure data-block="embed" data-provider="instagram"><a href="https://www.instagram.com/p/abcde/">i</a><blockquote class="instagram-media" onmouseover=${X}></blockquote></figure>`),
  p('block', `<blockquote data-block="pullquote" onclick=${X}><p>Quote<img src=x onerror=${X}></p></blockquote>`),
  p('block', `<blockquote data-block="pullquote"><p><a href="javascript:${X}">Quote</a></p></blockquote>`),
];

/**
 * Links as editors type them into sponsor and promo fields (issue 29): each must be refused by the one check the
 * desk and the server share (contracts' isWebLink), however a browser would read it.
 */
export const HOSTILE_LINKS: readonly string[] = [
  `javascript:${X}`,
  `JAVASCRIPT:${X}`,
  `data:text/html,<script>${X}</script>`,
  'http://plain.example/offer',
  'https://evil.example@good.example/',
  'https://user:pass@good.example/',
  'https://good.example:99999/',
  'https://good.example:-1/',
  'https://good.example/\u2028offer',
  'https://good.example/\u2029offer',
  'https://good.example/\u202eoffer',
  'https://good\u200b.example/',
  'https://good.example\\@evil.example/',
  'https:/\\evil.example',
  'https://localhost/',
  'https://good.example./',
  '//evil.example/offer',
  ' \u0000https://good.example/',
];
