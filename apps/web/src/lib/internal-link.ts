import type { MouseEvent } from 'react';

/**
 * For a click inside back-office HTML: the in-app path of a same-site link, so the app can
 * route to it (and close the dialog) instead of reloading the page. New-tab links, modified
 * clicks and other sites are left to the browser.
 */
export function internalLinkPath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  if (anchor.getAttribute('target') === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
