import { z } from 'zod/mini';
import { HELP_DEVICES } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { LanguageCodeSchema } from './system.ts';

/*
 * Read by the help modal only: apart from api/system.ts, whose permission data and status every
 * page reads at boot (decision 037).
 */

// ── Help center (spec §7: per language, device WEB) ──────────────────────────────────────────
export const HelpCenterQuerySchema = z.object({
  lang: z.optional(LanguageCodeSchema),
  device: z._default(z.enum(HELP_DEVICES), 'WEB'),
});
export const HelpPageSchema = z.object({
  id: z.number().check(z.int()),
  /** Anchor key, e.g. `term` for /help#term. */
  key: z.string(),
  title: z.string(),
  /** HTML; the web sanitises it before render (SECURITY.md 25). */
  content: z.string(),
});
export type HelpPage = z.infer<typeof HelpPageSchema>;

export const getHelpCenter = defineEndpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  summary: 'Help center pages for a language and device',
  tags: ['content'],
  auth: 'none',
  query: HelpCenterQuerySchema,
  response: envelope(z.array(HelpPageSchema)),
});
