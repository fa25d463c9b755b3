import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The browser build's index.html, cut where a rendered page goes in. */
export interface Template {
  readonly head: string;
  readonly tail: string;
  /** The <link> tags that fetch these bundles (by name: 'ArticlePage', 'en') from the start. */
  readonly preload: (bundles: readonly string[]) => string;
}

// Parcel's minifier writes the root unquoted (<div id=root></div>); the dev build keeps the quotes.
const ROOT = /<div id="?root"?><\/div>/;

/**
 * Pages are rendered with this in place of the CSP nonce, so a page's HTML (and its ETag, and the micro-cache's
 * copy) is the same for every request; `withNonce` puts each request's own nonce in just before sending.
 */
export const NONCE_PLACEHOLDER = 'csp-nonce-placeholder';
const NONCE_ATTRIBUTE = `nonce="${NONCE_PLACEHOLDER}"`;

/** The page with the request's nonce on every script the server wrote (the build's and React's). */
export function withNonce(html: string, nonce: string): string {
  if (!/^[\w+/=-]+$/.test(nonce)) throw new Error('a CSP nonce is base64 or hex');
  return html.replaceAll(NONCE_ATTRIBUTE, `nonce="${nonce}"`);
}

/** Every <script> of the build's index.html (Parcel writes only external module scripts) gets the nonce. */
function nonceScripts(html: string): string {
  return html.replace(/<script(?=[\s>])/g, `<script ${NONCE_ATTRIBUTE}`);
}

export function loadTemplate(clientDir: string): Template {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const match = ROOT.exec(html);
  if (!match) throw new Error(`${clientDir}/index.html has no <div id="root"></div> to render into`);
  const files = readdirSync(clientDir);
  const preload = (bundles: readonly string[]) =>
    bundles
      .flatMap((bundle) => files.filter((file) => file.startsWith(`${bundle}.`) && /^[^.]+\.[0-9a-f]{8,}\.(css|js)$/.test(file)))
      .map((file) => (file.endsWith('.css') ? `<link rel="stylesheet" href="/${file}">` : `<link rel="modulepreload" href="/${file}">`))
      .join('');
  return { head: nonceScripts(html.slice(0, match.index)), tail: nonceScripts(html.slice(match.index + match[0].length)), preload };
}

/** The same page in a given language, with the head React rendered in place of the build's default one. */
export function fillTemplate(template: Template, parts: { lang: string; head: string; body: string; state: string }): string {
  let head = template.head.replace(/<html lang="?[^">\s]*"?/, `<html lang="${parts.lang}"`);
  if (parts.head.includes('<title')) head = head.replace(/<title>[^<]*<\/title>/, '');
  if (parts.head.includes('name="description"')) head = head.replace(/<meta name="?description"?[^>]*>/, '');
  // Parcel's minifier drops the optional </head> (and <head>): the rendered head then goes before <body>.
  if (head.includes('</head>')) head = head.replace('</head>', `${parts.head}</head>`);
  else if (/<body[\s>]/.test(head)) head = head.replace(/<body(?=[\s>])/, `${parts.head}<body`);
  else head = `${head}${parts.head}`;
  return `${head}<div id="root">${parts.body}</div>${parts.state}${template.tail}`;
}
