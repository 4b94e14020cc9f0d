import type { Db } from '../client.ts';
import { announcements } from '../schema/content.ts';
import { ANNOUNCEMENTS, type SeedLanguage } from './announcement-texts.ts';
import { bannerPath } from './catalogue.ts';

const BANNER_LOCALE: Record<SeedLanguage, string> = { EN: 'en', MY: 'ms', CN: 'zh' };
const LANGUAGES: readonly SeedLanguage[] = ['MY', 'EN', 'CN'];

export async function seedAnnouncements(db: Db, brandId: number): Promise<void> {
  const values = ANNOUNCEMENTS.flatMap((a, sort) =>
    LANGUAGES.map((language) => {
      const [title, content] = a.text[language];
      return {
        brandId,
        code: a.code,
        language,
        type: a.type,
        title,
        content,
        execution: a.execution,
        images: a.image
          ? [{ url: bannerPath(`${a.image}-${BANNER_LOCALE[language]}`), sequence: 1 }]
          : [],
        publishedAt: new Date(a.publishedAt),
        sort,
      };
    }),
  );
  await db
    .insert(announcements)
    .values(values)
    .onConflictDoNothing({
      target: [announcements.brandId, announcements.code, announcements.language],
    });
}
