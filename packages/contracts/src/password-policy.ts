import { DEFAULT_WEAK_PASSWORD, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { checkField } from './register-field-check.ts';
import type { RegisterFieldRule } from './register-rules.ts';

/**
 * The password rule every new password meets, on the form and on the server (SECURITY.md 2;
 * spec §5 "Change password ... must satisfy the password rule"). Long passwords are accepted
 * and checked exactly as typed. A password that fails here is also what makes an existing
 * account change its password at the next login (SECURITY.md "default password").
 */
export type PasswordIssue = 'length' | 'pattern' | 'common' | 'username' | 'simple';

/** Among the most common passwords in public breach corpora (lower-cased). */
const COMMON = new Set(
  `${DEFAULT_WEAK_PASSWORD} 123456789 12345678 1234567890 1234567 12345 1234 111111 000000 123123
  654321 666666 888888 121212 112233 123321 159753 987654321 11111111 00000000 88888888 12341234
  123456a a123456 123456aa abc123 abc12345 abcd1234 abcdefg abcdefgh qwerty qwerty123 qwertyuiop
  qwerty1 qwe123 qweasd qweasdzxc 1qaz2wsx 1q2w3e4r 1q2w3e4r5t zaq12wsx asdfgh asdfghjkl zxcvbnm
  password password1 password12 password123 passw0rd p@ssw0rd p@ssword pass1234 admin admin123
  administrator root toor letmein welcome welcome1 welcome123 login master hello hello123 iloveyou
  iloveyou1 princess sunshine monkey dragon football baseball soccer superman batman trustno1
  shadow michael jordan23 freedom whatever starwars charlie donald computer internet secret
  changeme default guest test test123 testing user user123 demo demo123 casino casino123 jackpot
  lucky888 win888 bet365 poker123 slot888 money123 ganteng sayang cinta malaysia indonesia
  bangkok singapore 88888888a aa123456 a1b2c3d4 aaaaaa aaaaaaaa zzzzzzzz qqqqqqqq 12qwaszx
  q1w2e3r4 passpass mypassword nopassword 987654321a 147258369 147258 159357 741852963 789456123
  789456 456789 11223344 5201314 woaini 1314520 woaini1314`.split(/\s+/),
);

function isSimple(password: string): boolean {
  if (/^(.)\1+$/u.test(password)) return true;
  const codes = [...password].map((c) => c.codePointAt(0) ?? 0);
  const steps = new Set(codes.slice(1).map((c, i) => c - (codes[i] ?? 0)));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

/**
 * The length bounds a new password must meet: the policy's, narrowed by the brand's register
 * rule for `password` when there is one.
 */
export function passwordLengthBounds(rule?: RegisterFieldRule | null): {
  min: number;
  max: number;
} {
  const min = Math.max(PASSWORD_MIN_LENGTH, rule?.minLength ?? 0);
  const max = rule?.maxLength ? Math.min(PASSWORD_MAX_LENGTH, rule.maxLength) : PASSWORD_MAX_LENGTH;
  return { min, max: Math.max(min, max) };
}

/**
 * `rule`: the brand's register rule for `password` (spec §5 pattern ids). Passing it makes a
 * changed or reset password meet the same rule as a registered one (decision 028).
 */
export function passwordIssue(
  password: string,
  context: { username?: string | undefined; rule?: RegisterFieldRule | null | undefined } = {},
): PasswordIssue | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return 'length';
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'common';
  if (isSimple(password)) return 'simple';
  const username = context.username?.trim().toLowerCase();
  if (username && username.length >= 3 && lower.includes(username)) return 'username';
  if (context.rule) {
    const issue = checkField({ ...context.rule, enabled: true, required: true }, password);
    if (issue) return issue === 'pattern' ? 'pattern' : 'length';
  }
  return null;
}
