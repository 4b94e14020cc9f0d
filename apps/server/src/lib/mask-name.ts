/**
 * A player's account as others may see it (winner board, jackpot, crash board): first and last
 * character with a star for each one between ("demo03" → "d****3"), so the full name never
 * leaves the server; names of one or two characters keep only the first.
 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
