import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { CAPTCHA_TTL_SECONDS } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { randomToken, safeEqual, sha256Hex } from '../../lib/crypto.ts';
import { consumeCaptcha, saveCaptcha } from './captcha.repository.ts';

/** No look-alikes (0/O/o, 1/I/l/i, 5/S, 2/Z, 8/B): a person should not fail on the glyphs. */
const CAPTCHA_CHARSET = 'ACDEFGHJKMNPQRTUVWXYabcdefghjkmnpqrtuvwxy34679';
const CAPTCHA_LENGTH = 4;

type RenderSvg = (
  text: string,
  options: { width: number; height: number; noise: number; color: boolean; background: string },
) => string;
// svg-captcha's default export (render a given text) is missing from its type declarations.
const renderSvg = createRequire(import.meta.url)('svg-captcha') as RenderSvg;

export interface CaptchaChallenge {
  text: string;
  svg: string;
}

/** Text from the CSPRNG (svg-captcha's own uses Math.random), drawn as paths with noise. */
export function generateCaptcha(): CaptchaChallenge {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++)
    text += CAPTCHA_CHARSET[randomInt(CAPTCHA_CHARSET.length)];
  const svg = renderSvg(text, {
    width: 120,
    height: 44,
    noise: 3,
    color: true,
    background: '#f4f6fb',
  });
  return { text, svg };
}

export function answerHash(answer: string, id: string): string {
  return sha256Hex(`${answer.trim().toLowerCase()}${id}`);
}

/** Issue a captcha bound to `clientBinding`; the caller gets only the image. */
export async function issueCaptcha(
  db: Db,
  clientBinding: string,
  now: Date,
  generate: () => CaptchaChallenge = generateCaptcha,
): Promise<{ dataUrl: string; text: string }> {
  const { text, svg } = generate();
  const id = randomToken(16);
  await saveCaptcha(db, {
    id,
    clientBinding,
    answerHash: answerHash(text, id),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return { dataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, text };
}

/**
 * Check an answer (case-insensitive). Single use: the captcha is spent by this call whether the
 * answer is right or not, so it cannot be guessed at repeatedly (SECURITY.md 4).
 */
export async function verifyCaptcha(
  db: Db,
  clientBinding: string | undefined,
  answer: string | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  if (!clientBinding || !answer) return false;
  const row = await consumeCaptcha(db, clientBinding, now);
  return row !== undefined && safeEqual(answerHash(answer, row.id), row.answerHash);
}

/** The cookie naming the visitor's captcha client; login and registration read it. */
export const CAPTCHA_COOKIE = 'nova_cid';

/**
 * Development only (config.devTools): the last answer issued per client, for GET /dev/captcha.
 * Bounded: the oldest client is forgotten first. Never filled when devTools is off.
 */
const DEV_ANSWERS_MAX = 1000;
const devAnswers = new Map<string, string>();

export function rememberForDev(clientId: string, text: string): void {
  devAnswers.delete(clientId);
  devAnswers.set(clientId, text);
  if (devAnswers.size > DEV_ANSWERS_MAX) {
    const oldest = devAnswers.keys().next().value;
    if (oldest !== undefined) devAnswers.delete(oldest);
  }
}

export function lastIssuedCaptcha(clientId: string): string | undefined {
  return devAnswers.get(clientId);
}
