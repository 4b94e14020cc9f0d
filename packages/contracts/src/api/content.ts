import { z } from 'zod';
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  BANNER_LINKAGE_TYPES,
  POPUP_EXECUTIONS,
} from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

// ── Announcements (spec §3 "Notice/announcement", "Banner"; §7 "Announcements") ──────────────
export const BannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  /** Image path (prefix an image CDN) or, for video, a YouTube URL. */
  url: z.string(),
  mediaType: z.enum(['IMAGE', 'VIDEO']),
  linkage: z.string().nullable(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  title: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const NoticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** HTML; sanitised by the web before render. */
  content: z.string(),
  /** Display time, yyyy-MM-dd HH:mm:ss in the brand's timezone. */
  time: z.string(),
  execution: z.enum(POPUP_EXECUTIONS),
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.number().int() })),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const AnnouncementsQuerySchema = z.object({
  /** Comma-separated announcement types, e.g. B,PL,PU,PR,H. */
  types: z
    .string()
    .default(ANNOUNCEMENT_TYPES.join(','))
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1)),
  platform: z.literal('W').default('W'),
  execution: z.enum(POPUP_EXECUTIONS).default('B'),
  language: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

export const AnnouncementsSchema = z.object({
  banners: z.array(BannerSchema),
  /** PL: player notices (the home marquee). */
  player: z.array(NoticeSchema),
  /** PU: popups shown once per session. */
  popup: z.array(NoticeSchema),
  /** PR: promotion announcements. */
  promotion: z.array(NoticeSchema),
  /** H: headline announcements (announcement modal list). */
  headline: z.array(NoticeSchema),
});
export type Announcements = z.infer<typeof AnnouncementsSchema>;

export const getAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_announcements',
  summary: 'Banners by groupName, notices, popups and promotions for a language',
  tags: ['content'],
  auth: 'none',
  query: AnnouncementsQuerySchema,
  response: envelope(AnnouncementsSchema),
});
