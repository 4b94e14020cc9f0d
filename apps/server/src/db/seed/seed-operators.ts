import { inArray } from 'drizzle-orm';
import { insertOperator } from '../../features/operators/operators.repository.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Db } from '../client.ts';
import { operators } from '../schema/operators.ts';

/** The demo operators' password (README "Demo operators"); never seeded in production. */
export const DEMO_OPERATOR_PASSWORD = 'Demo-Operator-2026';

/**
 * One demo operator per role, two in finance (a maker and a checker), each with a fixed TOTP
 * secret that the README lists for an authenticator app. Development and demo only: the
 * server does not seed them when NODE_ENV is production (app.ts).
 */
export const DEMO_OPERATORS = [
  {
    username: 'demo-super',
    name: 'Sam Super',
    role: 'SUPER_ADMIN',
    totp: 'LFAH4ZTYTY4YR5U574YMBVFMJHK4JSMB',
  },
  {
    username: 'demo-finance',
    name: 'Fiona Finance',
    role: 'FINANCE',
    totp: 'JGDBV6HFL23HGHDZFWVW7FUR6HAAXYAU',
  },
  {
    username: 'demo-finance2',
    name: 'Felix Finance',
    role: 'FINANCE',
    totp: 'H3GXNGLW3ZMDKXREYBK67FJSWQ7N7PDB',
  },
  {
    username: 'demo-risk',
    name: 'Rita Risk',
    role: 'RISK',
    totp: 'BCLIJ6OCA6V3RDVR6YBPR6CSE642XNHE',
  },
  {
    username: 'demo-cs',
    name: 'Cody Support',
    role: 'CUSTOMER_SERVICE',
    totp: 'WNZM6GAXVSRV2VCBWXYJNXXBKI7HJMEK',
  },
  {
    username: 'demo-content',
    name: 'Cleo Content',
    role: 'CONTENT',
    totp: '2CLMS2KABCKPZSTCDMFBYVAVVSP2ZN7A',
  },
  {
    username: 'demo-agents',
    name: 'Andy Agents',
    role: 'AGENT_MANAGER',
    totp: 'X5KXFGX2UIG4HMRNM3LFXPDNLWS7ZNNE',
  },
  {
    username: 'demo-auditor',
    name: 'Aude Auditor',
    role: 'AUDITOR',
    totp: 'X5E4MTDHVY7FXXXOG5FC6AKP37BFNSBT',
  },
] as const;

/** Idempotent: only missing operators are hashed and inserted; nothing existing changes. */
export async function seedDemoOperators(db: Db): Promise<void> {
  const existing = await db
    .select({ username: operators.username })
    .from(operators)
    .where(
      inArray(
        operators.username,
        DEMO_OPERATORS.map((o) => o.username),
      ),
    );
  const have = new Set(existing.map((r) => r.username));
  const missing = DEMO_OPERATORS.filter((operator) => !have.has(operator.username));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  for (const operator of missing) {
    await insertOperator(
      db,
      {
        username: operator.username,
        displayName: operator.name,
        passwordHash,
        totpSecret: operator.totp,
      },
      operator.role,
    );
  }
}
