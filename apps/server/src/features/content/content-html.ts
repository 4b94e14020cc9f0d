/**
 * The HTML an operator writes for an announcement, sanitised on save (issue 13 "content HTML is
 * sanitised on save and on render"; SECURITY.md 25). DOMPurify, the sanitiser the site already
 * renders with (apps/web/src/lib/sanitize.ts), over a jsdom window, with an allow-list:
 * - basic formatting, lists, headings, tables, quotes;
 * - links to http, https, mailto and this site's paths, always rel="noopener noreferrer", a
 *   target only as a new tab;
 * - images from https addresses or /media/ paths;
 * - inline style limited to a few text properties whose values hold no function but colours
 *   (no expression(), url(), behaviour or escapes).
 * Everything else (scripts, event handlers, javascript: and data: URLs, iframes, forms) is
 * removed. Sanitising twice gives the same text, so the preview is what will be stored.
 */
import type { DOMPurify } from 'dompurify';

const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code'],
  ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
  ...['a', 'img'],
];
const ALLOWED_ATTR = [
  ...['href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height'],
  ...['colspan', 'rowspan', 'align', 'style'],
];
/** Attributes that hold no address: exempt from the address check below. */
const NON_URI_ATTR = ['target', 'rel', 'width', 'height', 'colspan', 'rowspan', 'align'];
/** http(s), mailto, a path on this site or an anchor: what href and src may hold. */
const ALLOWED_URI = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
const SIZE_ATTR = ['width', 'height', 'colspan', 'rowspan'];
const SIZE = /^\d{1,4}%?$/;
const IMAGE_SOURCE = /^(?:https:\/\/|\/media\/)/i;

const STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'text-align',
  'text-decoration',
  'line-height',
]);
/** Words, numbers, units, #hex and the colour functions; no other function, quote or escape. */
const STYLE_VALUE = /^(?:[#\w\s.,%+-]|(?:rgba?|hsla?)\([\d\s.,%/]+\))+$/i;

/** The few DOM members the hooks touch (the server compiles without the DOM library). */
interface HookElement {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
}

/** The style attribute's allowed declarations, re-serialised; '' when none is left. */
export function sanitizeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s+/g, ' ');
    if (STYLE_PROPERTIES.has(property) && value && STYLE_VALUE.test(value)) {
      kept.push(`${property}: ${value}`);
    }
  }
  return kept.join('; ');
}

let instance: Promise<DOMPurify> | undefined;

/** jsdom takes half a second to load: the first sanitise pays it, not every start of the server. */
function purifier(): Promise<DOMPurify> {
  instance ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
      import('dompurify'),
      import('jsdom'),
    ]);
    const purify = createDOMPurify(new JSDOM('').window);
    purify.addHook('uponSanitizeAttribute', (_node, event) => {
      if (event.attrName !== 'style') return;
      event.attrValue = sanitizeStyle(event.attrValue);
      if (!event.attrValue) event.keepAttr = false;
    });
    purify.addHook('afterSanitizeAttributes', (node) => {
      const element = node as unknown as HookElement;
      for (const name of SIZE_ATTR) {
        const value = element.getAttribute(name);
        if (value !== null && !SIZE.test(value)) element.removeAttribute(name);
      }
      if (element.tagName === 'A') {
        const target = element.getAttribute('target');
        if (target !== null && target !== '_self') element.setAttribute('target', '_blank');
        else element.removeAttribute('target');
        element.setAttribute('rel', 'noopener noreferrer');
      } else if (element.tagName === 'IMG') {
        if (!IMAGE_SOURCE.test(element.getAttribute('src') ?? '')) element.remove();
      }
    });
    return purify;
  })();
  return instance;
}

export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await purifier();
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ADD_URI_SAFE_ATTR: NON_URI_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
