import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sandboxWalletSecret } from '../../config.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { signPayload } from '../../lib/hmac-signature.ts';
import { fundMain, loggedInMember } from '../../test/accounts.ts';
import { insertGameSession } from '../game-launch/game-sessions-test-kit.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';

/** Test helpers for the seamless-wallet suites (issue 5). */
export interface WalletPlayer {
  id: number;
  account: string;
  cookie: string;
  siteSessionId: number;
  /** The game session token the vendor got at launch. */
  token: string;
}

let serial = 0;
export const nextId = (prefix = 'tx') => `${prefix}-${process.pid}-${++serial}-${Date.now()}`;
export const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/** A logged-in member with `funds` in MAIN and an open REAL game session at `vendor`. */
export async function walletPlayer(
  app: FastifyInstance,
  vendor: string,
  funds = 0n,
): Promise<WalletPlayer> {
  const member = await loggedInMember(app);
  const { cookie } = member;
  const [site] = await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(cookie.slice('nova_sid='.length))));
  if (!site) throw new Error('no site session');
  if (funds > 0n) await fundMain(app, member.id, funds);
  const token = await openGameSession(app, member.id, site.id, vendor);
  return { id: member.id, account: member.account, cookie, siteSessionId: site.id, token };
}

/** A game session row for the member (as launch makes it); its token. */
export async function openGameSession(
  app: FastifyInstance,
  memberId: number,
  siteSessionId: number,
  vendor: string,
  options: { expiresAt?: Date; mode?: 'REAL' | 'TRIAL' } = {},
): Promise<string> {
  const token = randomToken();
  await insertGameSession(app.db, {
    brandId: await brandIdOf(app.db),
    memberId,
    siteSessionId,
    tokenHash: sha256Hex(token),
    vendor,
    gameId: null,
    gameCode: `${vendor}-RNG-001`,
    category: 'RNG',
    mode: options.mode ?? 'REAL',
    language: 'EN',
    now: new Date(),
    expiresAt: options.expiresAt ?? new Date(Date.now() + 3_600_000),
  });
  return token;
}

export interface CallOptions {
  secret?: string;
  timestamp?: string;
  signature?: string | null;
  rawBody?: string;
}

export type WalletCall = 'bet' | 'win' | 'rollback' | 'end-round' | 'balance';

/** A signed wallet callback from `vendor` (the sandbox-derived development secret by default). */
export function walletCall(
  app: FastifyInstance,
  kind: WalletCall,
  body: Record<string, unknown>,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const raw = options.rawBody ?? JSON.stringify(body);
  const vendor = String(body.vendor);
  const timestamp = options.timestamp ?? nowSeconds();
  const signature =
    options.signature === undefined
      ? signPayload(options.secret ?? sandboxWalletSecret(vendor), timestamp, raw)
      : options.signature;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
  };
  if (signature !== null) headers['x-signature'] = signature;
  return app.inject({ method: 'POST', url: `/vendor/wallet/${kind}`, payload: raw, headers });
}
