import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as brand from './schema/brand.ts';
import * as captchas from './schema/captchas.ts';
import * as catalogue from './schema/catalogue.ts';
import * as content from './schema/content.ts';
import * as members from './schema/members.ts';
import * as sessions from './schema/sessions.ts';

export const schema = { ...brand, ...content, ...catalogue, ...members, ...sessions, ...captchas };

/** The database handle, whichever driver (PGlite or node-postgres) is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
