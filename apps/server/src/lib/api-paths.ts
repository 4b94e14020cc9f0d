/** URL prefixes answered by the API; everything else may belong to the web app. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/ops/', '/vendor/'] as const;

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** Area routes that take a state-changing request from the browser (CSRF-checked). */
export function isBrowserApiPath(url: string): boolean {
  return url.startsWith('/wps/') || url.startsWith('/lgw/');
}
