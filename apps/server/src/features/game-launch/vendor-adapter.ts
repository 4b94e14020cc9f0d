import type { AddressInfo } from 'node:net';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  httpVendorTransferAdapter,
  signedVendorPost,
  type VendorTransferAdapter,
} from '../transfers/vendor-transfer-adapter.ts';

/**
 * ONE interface to a game vendor platform for both wallet models (issue 5, decision 017):
 * launch and rooms for every vendor; for TRANSFER vendors also the transfer, status and balance
 * calls (features/transfers keeps using them through `transfers`) and the bet feed. Seamless
 * vendors call us instead (features/vendor-wallet). The HTTP implementation speaks the sandbox
 * vendor platform's contract (sandbox-api.md), which is what a real aggregator looks like.
 */
export interface VendorLaunch {
  vendor: string;
  walletMode: 'SEAMLESS' | 'TRANSFER';
  category: string;
  gameCode: string;
  gameName: string;
  /** Seamless: our member id; transfer: the vendor player id (decision 015), the wallet's key. */
  player: { id: string; account: string; currency: string };
  /** The game session token (REAL only): the vendor names it on every seamless bet. */
  sessionToken?: string;
  mode: 'REAL' | 'TRIAL';
  language: string;
  device: string;
  returnUrl: string;
}

export interface VendorRoom {
  roomId: string;
  name: string;
  gameCode: string;
  minBet: string;
  maxBet: string;
  players: number;
  seats: number;
}

export interface FeedBet {
  betId: string;
  roundId: string;
  player: string;
  gameCode: string;
  category: string;
  stake: string;
  payout: string;
  status: 'OPEN' | 'SETTLED' | 'VOID';
  placedAt: string;
  settledAt: string | null;
}

export interface VendorAdapter {
  /** The vendor's game URL for this launch, and whether it may be framed. */
  launch(launch: VendorLaunch): Promise<{ url: string; display: 'IFRAME' | 'WINDOW' }>;
  rooms(vendor: string, language: string): Promise<VendorRoom[]>;
  /** Transfer-mode vendors: bets after `cursor`, oldest first, and the cursor to continue. */
  bets(
    vendor: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<{ bets: FeedBet[]; cursor: string }>;
  /** Transfer-mode vendors: the money calls (decision 015). */
  readonly transfers: VendorTransferAdapter;
}

/** Timeout of one platform call (launch, rooms, feed); tests may shorten it. */
export const vendorAdapterSettings = { timeoutMs: 10_000 };

class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`vendor platform answered ${status} ${code ?? ''}`);
  }
}

/** What the adapter reads from the app. */
export interface VendorAdapterDeps {
  config: Readonly<Config>;
  now: () => Date;
  log: Logger;
  /** The listening HTTP server: the wallet callbacks' address when no public URL is set. */
  server: { address(): AddressInfo | string | null };
}

const adapters = new WeakMap<VendorAdapterDeps, VendorAdapter>();

/** The app's adapter (one per app: it remembers that our merchant is registered). */
export function vendorAdapter(app: VendorAdapterDeps): VendorAdapter {
  let adapter = adapters.get(app);
  if (!adapter) {
    adapter = httpVendorAdapter(app);
    adapters.set(app, adapter);
  }
  return adapter;
}

export function httpVendorAdapter(app: VendorAdapterDeps): VendorAdapter {
  let registered: Promise<void> | undefined;

  async function call(path: string, fields: Record<string, unknown>): Promise<unknown> {
    const partner = app.config.gameVendor;
    if (!partner?.url) throw new AppError('SERVICE_UNAVAILABLE', 'game vendor not configured');
    const url = `${partner.url}${path}`;
    const request = { merchant: app.config.gameVendorMerchant, ...fields };
    let res: Response;
    try {
      res = await fetch(url, {
        ...signedVendorPost(url, partner.secret, request, app.now().getTime()),
        signal: AbortSignal.timeout(vendorAdapterSettings.timeoutMs),
      });
    } catch (error) {
      app.log.warn({ path, err: error }, 'game vendor: no answer');
      throw new AppError('VENDOR_UNAVAILABLE', `game vendor ${path}: no answer`);
    }
    const body = (await res.json().catch(() => undefined)) as { error?: string } | undefined;
    if (res.status !== 200) throw new PlatformError(res.status, body?.error);
    return body;
  }

  /** Where the platform reaches our seamless wallet API: this server's own address. */
  function walletUrl(): string {
    const address = app.server.address() as AddressInfo | string | null;
    if (address && typeof address !== 'string') {
      const host =
        address.family === 'IPv6'
          ? `[${address.address === '::' ? '::1' : address.address}]`
          : address.address === '0.0.0.0'
            ? '127.0.0.1'
            : address.address;
      return `http://${host}:${address.port}`;
    }
    if (app.config.publicUrl) return app.config.publicUrl.replace(/\/+$/u, '');
    throw new AppError('SERVICE_UNAVAILABLE', 'no address for the wallet callbacks');
  }

  function register(force = false): Promise<void> {
    if (!registered || force) {
      const attempt = call('/api/merchants', { walletUrl: walletUrl() }).then(() => undefined);
      registered = attempt;
      attempt.catch(() => {
        if (registered === attempt) registered = undefined;
      });
    }
    return registered;
  }

  /** A merchant call; registers first, and once more if the platform forgot us. */
  async function merchantCall(path: string, fields: Record<string, unknown>): Promise<unknown> {
    await register().catch(failed(path));
    try {
      return await call(path, fields);
    } catch (error) {
      if (!(error instanceof PlatformError) || error.code !== 'UNKNOWN_MERCHANT')
        failed(path)(error);
      await register(true).catch(failed(path));
      return call(path, fields).catch(failed(path));
    }
  }

  function failed(path: string) {
    return (error: unknown): never => {
      if (error instanceof AppError) throw error;
      app.log.warn({ path, err: error }, 'game vendor: refused');
      throw new AppError('VENDOR_UNAVAILABLE', `game vendor ${path}: ${(error as Error).message}`);
    };
  }

  return {
    async launch(launch) {
      const answer = (await merchantCall('/api/launch', { ...launch })) as {
        url?: unknown;
        display?: unknown;
      };
      if (typeof answer?.url !== 'string' || !/^https?:\/\//u.test(answer.url))
        throw new AppError('VENDOR_UNAVAILABLE', 'game vendor launch: no URL');
      return { url: answer.url, display: answer.display === 'WINDOW' ? 'WINDOW' : 'IFRAME' };
    },
    async rooms(vendor, language) {
      const answer = (await merchantCall('/api/rooms', { vendor, language })) as {
        rooms?: VendorRoom[];
      };
      return Array.isArray(answer?.rooms) ? answer.rooms : [];
    },
    async bets(vendor, cursor, limit) {
      const answer = (await call('/api/bets', {
        vendor,
        limit,
        ...(cursor === undefined ? {} : { cursor }),
      }).catch(failed('/api/bets'))) as { bets?: FeedBet[]; cursor?: unknown };
      if (!Array.isArray(answer?.bets) || typeof answer.cursor !== 'string')
        throw new AppError('VENDOR_UNAVAILABLE', 'game vendor bets: unreadable answer');
      return { bets: answer.bets, cursor: answer.cursor };
    },
    transfers: httpVendorTransferAdapter(app),
  };
}
