import type { Db } from '../client.ts';
import { helpPages } from '../schema/content.ts';
import { HELP_PAGES_CN } from './help-pages-cn.ts';
import { HELP_PAGES_EN } from './help-pages-en.ts';
import { HELP_PAGES_MY } from './help-pages-my.ts';

const PAGES = { MY: HELP_PAGES_MY, EN: HELP_PAGES_EN, CN: HELP_PAGES_CN } as const;

export async function seedHelpPages(db: Db, brandId: number): Promise<void> {
  const values = Object.entries(PAGES).flatMap(([language, pages]) =>
    pages.map((page, sort) => ({ brandId, language, device: 'WEB', sort, ...page })),
  );
  await db
    .insert(helpPages)
    .values(values)
    .onConflictDoNothing({
      target: [helpPages.brandId, helpPages.language, helpPages.device, helpPages.key],
    });
}
