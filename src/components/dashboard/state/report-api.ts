import type { BulletinType } from '@/domain/bulletins/bulletin-document';

export interface ReportSummary {
  id: string;
  docId: string;
  uid: string;
  type: BulletinType;
  date_created: { _seconds: number };
  reference: string;
  title: string;
  province: string;
  municipality: string;
  crop: string;
  period: string;
  size: number;
  pdfUrl: string;
  htmlUrl: string;
  isDemo: boolean;
  request: Record<string, unknown>;
  message?: string;
}

export const REPORT_PATHS: Record<BulletinType, string> = {
  seasonal: '/api/reports/seasonal/crops',
  ten_day: '/api/reports/tenday/crops',
  special_weather: '/api/reports/special/crops',
};

export class ReportCallError extends Error {
  constructor(
    message: string,
    readonly reason: string | undefined,
  ) {
    super(message);
  }
}

/**
 * A call to the report endpoints. Failures follow spec §8: the ten-day and special calls report the
 * server's error body, the seasonal call the error message.
 */
export async function callReports(type: BulletinType | null, init: { method: string; body?: unknown; query?: string }): Promise<unknown> {
  const url = type ? REPORT_PATHS[type] : `/api/reports${init.query ?? ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ReportCallError('The portal could not be reached.', 'Check the connection and try again.');
  }
  const text = await response.text();
  const body = text ? (JSON.parse(text) as { error?: { message?: string } }) : {};
  if (!response.ok) {
    const message = body.error?.message ?? `The server answered ${response.status}.`;
    throw new ReportCallError(type === 'seasonal' ? message : 'The bulletin could not be processed:', type === 'seasonal' ? undefined : message);
  }
  return body;
}
