import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brands } from './brand.ts';

/**
 * Whether players may see a row (issue 13 back office): a new one is a DRAFT until an operator
 * publishes it; UNPUBLISHED was withdrawn. Seeded and older rows are PUBLISHED.
 */
export type Publication = 'DRAFT' | 'PUBLISHED' | 'UNPUBLISHED';
const publication = () => text('publication').$type<Publication>().notNull().default('PUBLISHED');

const brandId = () =>
  integer('brand_id')
    .notNull()
    .references(() => brands.id);

/** Carousel and page banners (spec §2 "Banner carousel", §3 "Banner"). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    /** Natural key used by seeds and the back office. */
    code: text('code').notNull(),
    groupName: text('group_name').notNull(),
    /** Content locale: en, zh, ms, tl, vi, th. */
    language: text('language').notNull(),
    mediaType: text('media_type').$type<'IMAGE' | 'VIDEO'>().notNull().default('IMAGE'),
    url: text('url').notNull(),
    linkage: text('linkage'),
    linkageType: text('linkage_type').notNull().default('NONE'),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    publication: publication(),
  },
  (t) => [
    unique('banners_key').on(t.brandId, t.code),
    index('banners_lookup').on(t.brandId, t.language),
    check('banners_publication', sql`${t.publication} in ('DRAFT', 'PUBLISHED', 'UNPUBLISHED')`),
  ],
);

export interface AnnouncementImage {
  url: string;
  sequence: number;
}

/** Notices, popups, promotions and headlines (spec §3 "Notice/announcement"). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    code: text('code').notNull(),
    /** Site language code: MY, EN, CN... */
    language: text('language').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    execution: text('execution').notNull().default('A'),
    images: jsonb('images').$type<AnnouncementImage[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    publication: publication(),
  },
  (t) => [
    unique('announcements_key').on(t.brandId, t.code, t.language),
    index('announcements_lookup').on(t.brandId, t.language, t.type),
    check(
      'announcements_publication',
      sql`${t.publication} in ('DRAFT', 'PUBLISHED', 'UNPUBLISHED')`,
    ),
  ],
);

/** Help center pages per language and device (spec §7 helpCenter). */
export const helpPages = pgTable(
  'help_pages',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    language: text('language').notNull(),
    device: text('device').notNull().default('WEB'),
    key: text('key').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    /** False: hidden by an operator; the site's help center leaves it out (migration 0032). */
    published: boolean('published').notNull().default(true),
  },
  (t) => [unique('help_pages_key').on(t.brandId, t.language, t.device, t.key)],
);

/** Customer service channels (spec §2 side menu and floating bar). */
export const customerServices = pgTable(
  'customer_services',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    csType: text('cs_type').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('customer_services_key').on(t.brandId, t.csType)],
);

/**
 * Footer and header images by resourceType (spec §3 "Permission data"): brand content an operator
 * sets. Every type is optional; the site renders only the rows that exist (decision 029).
 */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    code: text('code').notNull(),
    resourceType: text('resource_type').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    link: text('link'),
    /**
     * PAYMENT_METHOD only: the deposit channel (payment_channels.code) this logo stands for. The
     * site shows a payment logo only while that channel is enabled for the brand, so the footer
     * never advertises a way to pay that the cashier does not offer (decision 029).
     */
    paymentChannelCode: text('payment_channel_code'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('resources_key').on(t.brandId, t.code)],
);
