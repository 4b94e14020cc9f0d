import type { LedgerService } from '../../features/ledger/ledger.service.ts';
import type { Logger } from '../../lib/logger.ts';
import { clearCachesFor } from '../../lib/ttl-cache.ts';
import type { Db } from '../client.ts';
import { seedAgentCenter } from './seed-agents.ts';
import { seedAnnouncements } from './seed-announcements.ts';
import { seedBanners } from './seed-banners.ts';
import { seedBrand, seedDomains, seedWhitelabel } from './seed-brand.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedHelpPages } from './seed-help.ts';
import { seedJackpot } from './seed-jackpot.ts';
import { seedMembers } from './seed-members.ts';
import { seedPayments } from './seed-payments.ts';
import { seedRegisterRules } from './seed-register-rules.ts';
import { seedServiceLinks } from './seed-service-links.ts';
import { seedWallets } from './seed-wallets.ts';

/**
 * Demo data, idempotent: every insert is keyed on a natural key with ON CONFLICT DO NOTHING, so
 * a second run changes nothing and never undoes what an operator changed since. With the ledger,
 * the demo accounts also get play money, posted after the rows above have committed, and the
 * agent center its demo contracts, history and statements (seed-agents.ts).
 */
export async function seedDemo(db: Db, ledger?: LedgerService, log?: Logger): Promise<void> {
  const brandId = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const brandId = await seedBrand(t);
    await seedDomains(t, brandId);
    await seedWhitelabel(t, brandId);
    await seedRegisterRules(t, brandId);
    await seedServiceLinks(t, brandId);
    await seedBanners(t, brandId);
    await seedAnnouncements(t, brandId);
    await seedHelpPages(t, brandId);
    await seedCatalogue(t);
    await seedMembers(t, brandId);
    await seedPayments(t, brandId);
    return brandId;
  });
  clearCachesFor(db);
  if (ledger) await seedWallets(db, ledger, brandId);
  if (ledger) await seedJackpot(db, ledger, brandId);
  if (ledger) await seedAgentCenter(db, ledger, brandId, log ?? SILENT);
}

/** Settlement logs only failures; the demo seed has nowhere better to send them. */
const SILENT: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: (...args: unknown[]) => console.error('demo seed:', ...args),
};
