/**
 * Image CDN choice (spec §9: "Image and launch CDNs chosen at random from configured lists").
 * One CDN is drawn per page load so the browser cache stays warm across images.
 */

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

let imageCdn = '';
let launchCdn = '';

function pick(list: readonly string[], random: () => number): string {
  if (list.length === 0) return '';
  const index = Math.min(list.length - 1, Math.floor(random() * list.length));
  return (list[index] ?? '').replace(/\/+$/, '');
}

export interface CdnLists {
  imageCDNs: readonly string[];
  launchGameCDNs?: readonly string[];
}

/** Draw the CDNs for this page load; call once at bootstrap with the permission data. */
export function initCdns(lists: CdnLists, random: () => number = Math.random): void {
  if (drawn) {
    imageCdn = drawn.image;
    launchCdn = drawn.launch;
    return;
  }
  imageCdn = pick(lists.imageCDNs, random);
  launchCdn = pick(lists.launchGameCDNs ?? [], random);
}

export interface CdnChoice {
  image: string;
  launch: string;
}

let drawn: CdnChoice | null = null;

/**
 * A page the server rendered keeps the server's draw (its HTML already names the image CDN):
 * initCdns then takes this choice instead of drawing again.
 */
export function keepCdns(choice: CdnChoice | null): void {
  drawn = choice;
}

/** This page load's draw. */
export function currentCdns(): CdnChoice {
  return { image: imageCdn, launch: launchCdn };
}

function join(base: string, path: string): string {
  if (!path) return path;
  if (ABSOLUTE.test(path)) return path;
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${base}${clean}`;
}

/** The URL of an image path on this page load's CDN; absolute URLs pass through. */
export function imageUrl(path: string): string {
  return join(imageCdn, path);
}

/** The base URL chosen for game launches (used by the game launch issue). */
export function launchCdnBase(): string {
  return launchCdn;
}
