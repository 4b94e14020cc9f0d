import { z } from 'zod/mini';
import { HELP_DEVICES, type ResourceType } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { SerialIdParamSchema } from './id-fields.ts';
import { CONTENT_LIMITS, Html, ImageUrl, SiteLanguage, Sort, Title } from './ops-content.ts';

/**
 * The brand's help pages and site images in the back office (issue 13): the content the site's
 * help center and header and footer show. Announcements and banners are in ops-content.ts,
 * whose field rules these share.
 */

// ── Help pages ────────────────────────────────────────────────────────────────────────────────
/**
 * The help center's pages (spec §7 helpCenter), one per key, language and device: the anchor of
 * /help#term. The site asks for device WEB; MOBILE pages are kept for a mobile client.
 */
export const HelpPageKeySchema = z.string().check(z.regex(/^[a-z0-9-]{1,40}$/));

export const OpsHelpPageSchema = z.object({
  id: z.number().check(z.int()),
  language: z.string(),
  device: z.enum(HELP_DEVICES),
  key: z.string(),
  title: z.string(),
  /** HTML as stored: sanitised when an operator saved it. */
  content: z.string(),
  sort: z.number().check(z.int()),
  /** False: hidden; the site's help center leaves the page out. */
  published: z.boolean(),
});
export type OpsHelpPage = z.infer<typeof OpsHelpPageSchema>;

const HelpPageParams = z.object({ id: SerialIdParamSchema });
const Device = z._default(z.enum(HELP_DEVICES), 'WEB');

export const opsListHelpPages = defineEndpoint({
  method: 'GET',
  path: '/ops/content/help-pages',
  summary: 'The help pages of one language and device, shown and hidden, in site order',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.read',
  query: z.object({ language: SiteLanguage, device: Device }),
  response: envelope(z.object({ items: z.array(OpsHelpPageSchema) })),
});

const helpPageFields = {
  title: Title,
  /** HTML; sanitised on save (the answer holds what was stored). */
  content: Html,
  sort: Sort,
};

export const UpdateHelpPageSchema = z.object(helpPageFields);
export type UpdateHelpPage = z.infer<typeof UpdateHelpPageSchema>;

export const CreateHelpPageSchema = z.object({
  /** One of the brand's site languages. */
  language: SiteLanguage,
  device: Device,
  /** Unique per language and device. */
  key: HelpPageKeySchema,
  ...helpPageFields,
  published: z._default(z.boolean(), true),
});
export type CreateHelpPage = z.infer<typeof CreateHelpPageSchema>;

export const opsCreateHelpPage = defineEndpoint({
  method: 'POST',
  path: '/ops/content/help-pages',
  summary: 'Add a help page in one language (its key unused in that language and device)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  body: CreateHelpPageSchema,
  response: envelope(OpsHelpPageSchema),
});

export const opsUpdateHelpPage = defineEndpoint({
  method: 'PUT',
  path: '/ops/content/help-pages/:id',
  summary: "Change a help page's title, HTML and order (the key and language stay)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  params: HelpPageParams,
  body: UpdateHelpPageSchema,
  response: envelope(OpsHelpPageSchema),
});

export const opsShowHelpPage = defineEndpoint({
  method: 'POST',
  path: '/ops/content/help-pages/:id/show',
  summary: "Show a hidden help page in the site's help center",
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  params: HelpPageParams,
  response: envelope(OpsHelpPageSchema),
});

export const opsHideHelpPage = defineEndpoint({
  method: 'POST',
  path: '/ops/content/help-pages/:id/hide',
  summary: "Take a help page out of the site's help center (it is kept)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  params: HelpPageParams,
  response: envelope(OpsHelpPageSchema),
});

// ── Site images (brand resources) ─────────────────────────────────────────────────────────────
/**
 * The brand's images of the header and footer (the permission data's `resources`, decision
 * 029): every type but APP_DOWNLOAD, which brand settings edits with its store link.
 */
export const SITE_IMAGE_TYPES = [
  'LOGO',
  'LOGO_MARK',
  'PAYMENT_METHOD',
  'LICENSE',
  'CERTIFICATION',
  'SOCIAL_MEDIA',
  'AGE_BADGE',
] as const satisfies readonly ResourceType[];
export type SiteImageType = (typeof SITE_IMAGE_TYPES)[number];

/** The messages of the site image refinements: the back office translates them. */
export const SITE_IMAGE_ISSUES = {
  link: 'a link is an http(s) address or a site path',
  channelNeeded: 'a payment logo names its deposit channel',
  channelOnlyPayment: 'only a payment logo names a deposit channel',
} as const;

/** Where a click leads: an http(s) address (a new tab) or a path on this site. */
const ResourceLink = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(CONTENT_LIMITS.urlMax),
  z.refine(
    (v) => /^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)[^\s\\]*$/.test(v),
    SITE_IMAGE_ISSUES.link,
  ),
);
const ChannelCode = z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/));

export const OpsSiteImageSchema = z.object({
  id: z.number().check(z.int()),
  code: z.string(),
  resourceType: z.enum(SITE_IMAGE_TYPES),
  title: z.string(),
  url: z.string(),
  link: z.nullable(z.string()),
  /** PAYMENT_METHOD: the deposit channel the logo stands for. */
  paymentChannelCode: z.nullable(z.string()),
  sort: z.number().check(z.int()),
  /** The site shows it now: false for a payment logo whose channel is not open. */
  onSite: z.boolean(),
});
export type OpsSiteImage = z.infer<typeof OpsSiteImageSchema>;

export const opsListSiteImages = defineEndpoint({
  method: 'GET',
  path: '/ops/content/resources',
  summary: "The brand's site images by type and order, and the deposit channels a logo can name",
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.read',
  response: envelope(
    z.object({
      items: z.array(OpsSiteImageSchema),
      /** The brand's open deposit channels (payments), for a payment logo. */
      channels: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
});

export const SiteImageInputSchema = z
  .object({
    resourceType: z.enum(SITE_IMAGE_TYPES),
    title: Title,
    url: ImageUrl,
    link: z._default(z.nullable(ResourceLink), null),
    /** Required for PAYMENT_METHOD (an open channel of the brand), null for the others. */
    paymentChannelCode: z._default(z.nullable(ChannelCode), null),
    sort: Sort,
  })
  .check(
    z.refine((v) => v.resourceType !== 'PAYMENT_METHOD' || v.paymentChannelCode !== null, {
      message: SITE_IMAGE_ISSUES.channelNeeded,
      path: ['paymentChannelCode'],
    }),
    z.refine((v) => v.resourceType === 'PAYMENT_METHOD' || v.paymentChannelCode === null, {
      message: SITE_IMAGE_ISSUES.channelOnlyPayment,
      path: ['paymentChannelCode'],
    }),
  );
export type SiteImageInput = z.infer<typeof SiteImageInputSchema>;

const SiteImageParams = z.object({ id: SerialIdParamSchema });

export const opsCreateSiteImage = defineEndpoint({
  method: 'POST',
  path: '/ops/content/resources',
  summary: 'Add a site image (logo, payment logo, licence, certification, social, age badge)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  body: SiteImageInputSchema,
  response: envelope(OpsSiteImageSchema),
});

export const opsUpdateSiteImage = defineEndpoint({
  method: 'PUT',
  path: '/ops/content/resources/:id',
  summary: 'Change a site image; the footer shows it at once',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  params: SiteImageParams,
  body: SiteImageInputSchema,
  response: envelope(OpsSiteImageSchema),
});

export const opsRemoveSiteImage = defineEndpoint({
  method: 'DELETE',
  path: '/ops/content/resources/:id',
  summary: 'Remove a site image (the audit log keeps it); answers it as it was',
  tags: ['ops'],
  auth: 'operator',
  permission: 'content.write',
  params: SiteImageParams,
  response: envelope(OpsSiteImageSchema),
});
