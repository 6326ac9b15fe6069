import 'server-only';
import { AppError } from '@/platform/errors/app-error';

/** The read services answer 404 when there is nothing to read; in a combined answer that part is null instead. */
export async function unlessNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
