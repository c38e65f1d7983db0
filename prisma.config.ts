import { defineConfig } from 'prisma/config';

// Prisma 7 keeps the connection URL here, not in the schema. Only Prisma's own
// CLI reads this file (the server builds its adapter from src/config); generating
// the client needs no URL, so a missing DATABASE_URL is not an error here.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL },
});
