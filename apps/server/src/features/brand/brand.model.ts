import type { brands } from '../../db/schema/brand.ts';

/** The brand row: its settings, languages, maintenance window and blocked ranges. */
export type BrandRecord = typeof brands.$inferSelect;
