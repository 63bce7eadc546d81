import { defineConfig } from 'drizzle-kit';

/** Generates the committed SQL migrations from the schema: `npm run db:generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./demo-site/server/db/schema.ts', './demo-site/server/db/orderSchema.ts'],
  out: './demo-site/server/db/migrations',
});
