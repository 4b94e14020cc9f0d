/**
 * Banner videos: only YouTube links are accepted (spec §2 "Banner carousel"). Anything else
 * yields null, and the carousel renders nothing for it and logs an error.
 *
 * Accepted, over http(s) only, on the exact YouTube hosts (no look-alike domains):
 *   https://www.youtube.com/watch?v=<id>   (also youtube.com, m.youtube.com)
 *   https://youtu.be/<id>
 *   https://www.youtube.com/embed/<id>     (also youtube-nocookie.com/embed/<id>)
 *   https://www.youtube.com/shorts/<id>    (Shorts are ordinary YouTube videos and embed
 *                                           the same way, so they are accepted too)
 * Ids must be YouTube's 11-character [A-Za-z0-9_-] form, so nothing else reaches the iframe.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const EMBED_HOSTS = new Set([...WATCH_HOSTS, 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

export function parseYoutubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  let candidate: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (WATCH_HOSTS.has(host) && url.pathname === '/watch') {
    candidate = url.searchParams.get('v');
  } else if (EMBED_HOSTS.has(host) && segments.length === 2 && segments[0] === 'embed') {
    candidate = segments[1];
  } else if (WATCH_HOSTS.has(host) && segments.length === 2 && segments[0] === 'shorts') {
    candidate = segments[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/**
 * Fixed embed parameters (spec §9): privacy-enhanced host, no related videos. `autoplay` only
 * when the player has pressed play on the poster: the video never starts by itself.
 */
export function youtubeEmbedUrl(id: string, { autoplay = false } = {}): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=${autoplay ? 1 : 0}&rel=0`;
}
