import type { GameListItem } from './api/games.ts';
import type { ErrorEnvelope } from './envelope.ts';

/**
 * The optional machine-readable parts of an error envelope beyond code and details. Its own
 * module because api/games.ts builds on envelope.ts: declared there, it closed an import cycle
 * (decision 031).
 */
export type ErrorExtra = Pick<
  ErrorEnvelope,
  'retryAfter' | 'captchaRequired' | 'verification' | 'vendorErrorCode' | 'protection'
> & { recommended?: GameListItem[] };
