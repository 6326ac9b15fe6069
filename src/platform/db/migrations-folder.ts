import path from 'node:path';

/** drizzle-kit's SQL migrations and their journal, shipped beside the build. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');
