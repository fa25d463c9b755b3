/**
 * Embeds by URL in a story's body (issue 25 item 2, docs/decisions/097): the four providers an editor may embed,
 * recognised by the address of one post or video, and what a reader's page may load from each after a click.
 * YouTube and Vimeo play in a frame from their privacy-enhanced hosts (the only frame-src the site's CSP allows);
 * X and Instagram stay a card that links out: their embeds need their scripts, which script-src never allows.
 */
export const EMBED_PROVIDERS = ['youtube', 'vimeo', 'x', 'instagram'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

/** The providers' names as they write them (the same in every language). */
export const EMBED_PROVIDER_NAMES: Readonly<Record<EmbedProvider, string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  x: 'X',
  instagram: 'Instagram',
};

/** The frames' origins: the site's CSP frame-src lists exactly these (src/server/securityHeaders.ts). */
export const EMBED_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export interface Embed {
  readonly provider: EmbedProvider;
  /** The original's address, as stored and linked to: https, the provider's canonical host. */
  readonly url: string;
  /** The frame's address for a player (YouTube, Vimeo), null for a link-out card (X, Instagram). */
  readonly frame: string | null;
}

export type EmbedRefusal = 'required' | 'notUrl' | 'provider' | 'notPost';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const NUMERIC = /^\d{1,20}$/;
const HANDLE = /^[A-Za-z0-9_]{1,15}$/;
const SHORTCODE = /^[A-Za-z0-9_-]{5,40}$/;

function hostIs(host: string, ...names: string[]): boolean {
  return names.includes(host.replace(/^(www\.|m\.|mobile\.)/, ''));
}

function youtube(url: URL): Embed | null {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (hostIs(url.hostname, 'youtu.be')) id = parts[0] ?? null;
  else if (parts[0] === 'watch') id = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live'].includes(parts[0] ?? '')) id = parts[1] ?? null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'youtube', url: `https://www.youtube.com/watch?v=${id}`, frame: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` };
}

function vimeo(url: URL): Embed | null {
  const parts = url.pathname.split('/').filter(Boolean);
  const id = hostIs(url.hostname, 'player.vimeo.com') && parts[0] === 'video' ? parts[1] : parts.at(-1);
  if (!id || !NUMERIC.test(id)) return null;
  return { provider: 'vimeo', url: `https://vimeo.com/${id}`, frame: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1` };
}

function x(url: URL): Embed | null {
  const [handle, status, id] = url.pathname.split('/').filter(Boolean);
  if (!handle || !HANDLE.test(handle) || status !== 'status' || !id || !NUMERIC.test(id)) return null;
  return { provider: 'x', url: `https://x.com/${handle}/status/${id}`, frame: null };
}

function instagram(url: URL): Embed | null {
  const [kind, code] = url.pathname.split('/').filter(Boolean);
  if (!kind || !['p', 'reel', 'tv'].includes(kind) || !code || !SHORTCODE.test(code)) return null;
  return { provider: 'instagram', url: `https://www.instagram.com/${kind}/${code}/`, frame: null };
}

const BY_HOST: readonly { readonly hosts: readonly string[]; readonly read: (url: URL) => Embed | null }[] = [
  { hosts: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'], read: youtube },
  { hosts: ['vimeo.com', 'player.vimeo.com'], read: vimeo },
  { hosts: ['x.com', 'twitter.com'], read: x },
  { hosts: ['instagram.com'], read: instagram },
];

/**
 * An editor's address checked: one of the four providers' posts or videos, written back in its canonical https
 * form (the query's tracking and the player's options dropped), or why not. The reader's page checks the stored
 * address again with this same function before it links to it or loads anything.
 */
export function checkEmbedUrl(typed: string): { ok: true; embed: Embed } | { ok: false; reason: EmbedRefusal } {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, reason: 'required' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, reason: 'notUrl' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'notUrl' };
  if (url.username || url.password || url.port) return { ok: false, reason: 'provider' };
  const provider = BY_HOST.find(({ hosts }) => hostIs(url.hostname.toLowerCase(), ...hosts));
  if (!provider) return { ok: false, reason: 'provider' };
  const embed = provider.read(url);
  return embed ? { ok: true, embed } : { ok: false, reason: 'notPost' };
}

/** A stored embed's provider and address, or null when it is not (any longer) one the site embeds. */
export function embedOf(url: string | null | undefined): Embed | null {
  if (!url) return null;
  const checked = checkEmbedUrl(url);
  return checked.ok ? checked.embed : null;
}
