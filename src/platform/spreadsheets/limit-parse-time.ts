import 'server-only';
import { WORKBOOK_LIMITS } from '@/platform/spreadsheets/rules/workbook-limits';
import { AppError } from '@/platform/errors/app-error';

/**
 * The parse's result, or a refusal naming the file once it has run longer than the cap. The parse
 * itself cannot be aborted (exceljs has no signal); it finishes in the background and is dropped,
 * but the person gets an answer and the request its memory back when it ends.
 */
export async function limitParseTime<T>(fileName: string, parse: Promise<T>, maxMs: number = WORKBOOK_LIMITS.maxParseMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(
        new AppError('PAYLOAD_TOO_LARGE', `${fileName}: reading the file took longer than ${Math.round(maxMs / 1000)} seconds and was abandoned`, {
          details: { file: fileName },
        }),
      );
    }, maxMs);
  });
  // A parse that fails after the timeout has answered must not become an unhandled rejection.
  parse.catch(() => undefined);
  try {
    return await Promise.race([parse, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
