/**
 * Characters no request string may hold (decision 026, SECURITY.md 43): NUL (PostgreSQL text
 * cannot store it, so it used to end in a 500), the other C0 controls and DEL (never typed,
 * used to forge log lines and confuse parsers), and unpaired UTF-16 surrogates (not valid
 * Unicode: UTF-8 encoding would silently turn them into U+FFFD). Tab, line feed and carriage
 * return stay allowed, for free text such as a withdrawal note; each field's own schema
 * decides whether it takes more than one line.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const FORBIDDEN_TEXT_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/** The issues a refused request carries in its VALIDATION_FAILED details. */
export const CONTROL_CHARACTER_ISSUE = 'control_character';
export const TOO_DEEP_ISSUE = 'too_deep';

/** No request of ours nests deeper; a deeper one is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

export interface TextIssue {
  path: string[];
  issue: typeof CONTROL_CHARACTER_ISSUE | typeof TOO_DEEP_ISSUE;
}

/** True when the text holds a character no request string may hold. */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_TEXT_CHARACTER.test(text);
}

/**
 * The first string (value or object key) in `value` holding a forbidden character, or a
 * structure nested deeper than MAX_INPUT_DEPTH; undefined when the input is clean. Binary
 * values (a Buffer body) are bytes, not text, and are skipped.
 */
export function findForbiddenText(value: unknown, path: string[] = []): TextIssue | undefined {
  if (typeof value === 'string')
    return hasForbiddenCharacter(value) ? { path, issue: CONTROL_CHARACTER_ISSUE } : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return undefined;
  if (path.length >= MAX_INPUT_DEPTH) return { path, issue: TOO_DEEP_ISSUE };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [String(i), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    // A refused key is not echoed back: it is the very text being refused.
    if (hasForbiddenCharacter(key))
      return { path: [...path, '(key)'], issue: CONTROL_CHARACTER_ISSUE };
    const found = findForbiddenText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
