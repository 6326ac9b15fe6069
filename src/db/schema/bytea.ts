import { customType } from 'drizzle-orm/pg-core';

/** Binary column: files kept in the database (track images, bulletin PDFs). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
