import type {
  CreateHelpPage,
  OpsHelpPage,
  UpdateHelpPage,
} from '@nova/contracts/api/ops-content-pages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import type { ContentAdminDeps } from './content-admin.service.ts';
import { sanitizeHtml } from './content-html.ts';
import {
  type HelpPageRow,
  insertHelpPage,
  listHelpPageRows,
  lockHelpPage,
  updateHelpPage,
} from './help-admin.repository.ts';

/**
 * The help center's pages in the back office (issue 13): per language (and device), their HTML
 * sanitised on save as announcements are (content-html.ts), hidden or shown. The site reads
 * only the shown ones (content.service.ts helpCenterPages), straight from the table: a change
 * is on the site at the next request.
 */
export type Change = { before: OpsHelpPage | null; after: OpsHelpPage };

function pageOf(row: HelpPageRow): OpsHelpPage {
  return { ...row, device: row.device as OpsHelpPage['device'] };
}

/** A page in a language the brand's site does not offer would never be read. */
function requireSiteLanguage(brand: BrandRecord, language: string, path: string): void {
  if (!brand.supportedLanguages.includes(language)) {
    throw new AppError('VALIDATION_FAILED', 'Language not offered by the site', [
      { path, issue: 'unsupported_language' },
    ]);
  }
}

export async function listHelpPages(
  deps: ContentAdminDeps,
  brand: BrandRecord,
  query: { language: string; device: string },
): Promise<{ items: OpsHelpPage[] }> {
  const rows = await listHelpPageRows(deps.db, brand.id, query.language, query.device);
  return { items: rows.map(pageOf) };
}

export async function createHelpPage(
  deps: ContentAdminDeps,
  brand: BrandRecord,
  input: CreateHelpPage,
): Promise<Change> {
  requireSiteLanguage(brand, input.language, 'body.language');
  const content = await sanitizeHtml(input.content);
  const row = await insertHelpPage(deps.db, brand.id, { ...input, content });
  if (!row) {
    throw new AppError('VALIDATION_FAILED', 'Key already used in this language', [
      { path: 'body.key', issue: 'taken' },
    ]);
  }
  return { before: null, after: pageOf(row) };
}

/** Runs `change` on the locked page; the page before and after. */
async function changePage(
  deps: ContentAdminDeps,
  brandId: number,
  id: number,
  change: (tx: Db, row: HelpPageRow) => Promise<HelpPageRow>,
): Promise<{ before: OpsHelpPage; after: OpsHelpPage }> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await lockHelpPage(tx, brandId, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such help page');
    return { before: pageOf(row), after: pageOf(await change(tx, row)) };
  });
}

export async function editHelpPage(
  deps: ContentAdminDeps,
  brand: BrandRecord,
  id: number,
  input: UpdateHelpPage,
) {
  const content = await sanitizeHtml(input.content);
  return changePage(deps, brand.id, id, (tx) =>
    updateHelpPage(tx, brand.id, id, { title: input.title, content, sort: input.sort }),
  );
}

/** Show or hide a page; asking for the state it is in changes nothing. */
export async function setHelpPageShown(
  deps: ContentAdminDeps,
  brand: BrandRecord,
  id: number,
  published: boolean,
) {
  return changePage(deps, brand.id, id, async (tx, row) =>
    row.published === published ? row : updateHelpPage(tx, brand.id, id, { published }),
  );
}
