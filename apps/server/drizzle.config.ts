import { defineConfig } from 'drizzle-kit';

// One schema and one set of migrations serve PGlite and PostgreSQL (STYLE.md "Database").
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
