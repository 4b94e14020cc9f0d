import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helpPages } from '../../db/schema/content.ts';

/** Back-office reads and writes of help pages (issue 13): one row per key, language and device. */
export type HelpPageRow = Omit<typeof helpPages.$inferSelect, 'brandId'>;

const columns = {
  id: helpPages.id,
  language: helpPages.language,
  device: helpPages.device,
  key: helpPages.key,
  title: helpPages.title,
  content: helpPages.content,
  sort: helpPages.sort,
  published: helpPages.published,
};

/** Every page of a language and device, shown or hidden, in the site's order. */
export function listHelpPageRows(
  db: Db,
  brandId: number,
  language: string,
  device: string,
): Promise<HelpPageRow[]> {
  return db
    .select(columns)
    .from(helpPages)
    .where(
      and(
        eq(helpPages.brandId, brandId),
        eq(helpPages.language, language),
        eq(helpPages.device, device),
      ),
    )
    .orderBy(asc(helpPages.sort), asc(helpPages.id));
}

/** In a transaction: the page, locked until the transaction ends. */
export async function lockHelpPage(
  tx: Db,
  brandId: number,
  id: number,
): Promise<HelpPageRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(helpPages)
    .where(and(eq(helpPages.brandId, brandId), eq(helpPages.id, id)))
    .for('update');
  return row;
}

/** The new page, or undefined when its key is taken in that language and device. */
export async function insertHelpPage(
  db: Db,
  brandId: number,
  page: Omit<HelpPageRow, 'id'>,
): Promise<HelpPageRow | undefined> {
  const [row] = await db
    .insert(helpPages)
    .values({ brandId, ...page })
    .onConflictDoNothing({
      target: [helpPages.brandId, helpPages.language, helpPages.device, helpPages.key],
    })
    .returning(columns);
  return row;
}

export async function updateHelpPage(
  tx: Db,
  brandId: number,
  id: number,
  changes: Partial<Pick<HelpPageRow, 'title' | 'content' | 'sort' | 'published'>>,
): Promise<HelpPageRow> {
  const [row] = await tx
    .update(helpPages)
    .set(changes)
    .where(and(eq(helpPages.brandId, brandId), eq(helpPages.id, id)))
    .returning(columns);
  if (!row) throw new Error(`help page ${id} vanished`);
  return row;
}
