import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { DEFAULT_WALLET_KEY } from '../config.ts';
import { publishedCode } from '../rounds/vendor-codes.ts';
import { verify, walletSecret } from '../signature.ts';

/**
 * A tiny merchant wallet for the tests: verifies the sandbox's signatures (the derived
 * per-vendor secret), answers in our envelope, idempotent by txId, one balance per member.
 */
export interface FakeWallet {
  url: string;
  calls: { path: string; body: Record<string, unknown> }[];
  balances: Map<number, bigint>;
  /** Bets refused as if the member had no money. */
  broke: Set<number>;
  /** Whose game session a token is (the balance call names only the token). */
  sessions: Map<string, number>;
  /** Answer 500 to the next n calls of an operation ('bet', 'rollback', ...). */
  failNext: Map<string, number>;
  /** Refuse the next n calls of an operation with a business error (GENERAL). */
  refuseNext: Map<string, number>;
  close(): Promise<void>;
}

export async function fakeWallet(): Promise<FakeWallet> {
  const app: FastifyInstance = Fastify();
  const calls: FakeWallet['calls'] = [];
  const balances = new Map<number, bigint>();
  const broke = new Set<number>();
  const sessions = new Map<string, number>();
  const failNext = new Map<string, number>();
  const refuseNext = new Map<string, number>();
  const seen = new Map<string, unknown>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    async (request: FastifyRequest, raw: string | Buffer) => {
      const text = String(raw);
      const body = JSON.parse(text) as { vendor: string };
      if (!verify(walletSecret(DEFAULT_WALLET_KEY, body.vendor), request.headers, text)) {
        throw Object.assign(new Error('bad signature'), { statusCode: 401 });
      }
      return body;
    },
  );
  const fail = (vendor: string, code: 'INSUFFICIENT_FUNDS' | 'GENERAL') => ({
    success: false,
    code,
    vendorErrorCode: publishedCode(vendor, code),
  });
  app.post('/vendor/wallet/:op', async (request, reply) => {
    const { op } = request.params as { op: string };
    const failures = failNext.get(op) ?? 0;
    const body = request.body as {
      vendor: string;
      memberId?: number;
      sessionToken?: string;
      txId?: string;
      roundId: string;
      amount: string;
    };
    calls.push({ path: `/vendor/wallet/${op}`, body });
    if (failures > 0) {
      failNext.set(op, failures - 1);
      return reply.code(500).send({ success: false, code: 'INTERNAL' });
    }
    const refusals = refuseNext.get(op) ?? 0;
    if (refusals > 0) {
      refuseNext.set(op, refusals - 1);
      return fail(body.vendor, 'GENERAL');
    }
    const member = body.memberId ?? sessions.get(body.sessionToken ?? '') ?? 1;
    const balance = balances.get(member) ?? 100_000n;
    if (op === 'balance') {
      return {
        success: true,
        value: {
          balance: balance.toString(),
          currency: 'MYR',
          memberId: 1,
          account: 'a',
          sessionOpen: true,
        },
      };
    }
    const key = `${body.vendor}:${body.txId ?? `${body.roundId}:end`}`;
    if (seen.has(key)) return seen.get(key);
    let next = balance;
    if (op === 'bet') {
      if (broke.has(member) || BigInt(body.amount) > balance)
        return fail(body.vendor, 'INSUFFICIENT_FUNDS');
      next = balance - BigInt(body.amount);
    }
    if (op === 'win') next = balance + BigInt(body.amount);
    balances.set(member, next);
    const answer = {
      success: true,
      value: { balance: next.toString(), txId: body.txId ?? '', duplicate: false },
    };
    seen.set(key, answer);
    return answer;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    balances,
    broke,
    sessions,
    failNext,
    refuseNext,
    close: () => app.close(),
  };
}
