/** The documents the national profile serves, and how each is read again by id. */
export const NATIONAL_KINDS = ['ten_day', 'seasonal', 'special_weather', 'report'] as const;
export type NationalKind = (typeof NATIONAL_KINDS)[number];

export const NATIONAL_PATHS: Record<NationalKind, string> = {
  ten_day: '/api/export/v1/national/ten-day',
  seasonal: '/api/export/v1/national/seasonal',
  special_weather: '/api/export/v1/national/cyclone-advisory',
  report: '/api/export/v1/national/reports',
};

export function nationalHref(kind: NationalKind, id: string): string {
  return `${NATIONAL_PATHS[kind]}?${kind === 'report' ? 'id' : 'issuance'}=${encodeURIComponent(id)}`;
}

/** The audit actions that change a national document, each an upsert or a removal of one kind. */
export const CHANGE_ACTIONS = [
  'weather.tenday.create',
  'weather.seasonal.create',
  'weather.special.create',
  'weather.issuance.delete',
  'bulletin.approve',
  'bulletin.withdraw',
] as const;

export interface AuditChangeRow {
  id: number;
  at: Date;
  action: string;
  target: string | null;
  summary: Record<string, unknown> | null;
}

export interface NationalChange {
  kind: NationalKind;
  id: string;
  op: 'upsert' | 'delete';
  at: string;
  /** Where the document is read now; null for a removal (a tombstone). */
  href: string | null;
  reason?: 'deleted' | 'withdrawn';
}

const ISSUANCE_KINDS: Record<string, NationalKind> = { ten_day: 'ten_day', seasonal: 'seasonal', special_weather: 'special_weather' };

function changeOf(row: AuditChangeRow): Omit<NationalChange, 'at' | 'href'> | null {
  if (!row.target) return null;
  switch (row.action) {
    case 'weather.tenday.create':
      return { kind: 'ten_day', id: row.target, op: 'upsert' };
    case 'weather.seasonal.create':
      return { kind: 'seasonal', id: row.target, op: 'upsert' };
    case 'weather.special.create':
      return { kind: 'special_weather', id: row.target, op: 'upsert' };
    case 'bulletin.approve':
      return { kind: 'report', id: row.target, op: 'upsert' };
    case 'bulletin.withdraw':
      return { kind: 'report', id: row.target, op: 'delete', reason: 'withdrawn' };
    case 'weather.issuance.delete': {
      const kind = ISSUANCE_KINDS[String(row.summary?.type)];
      return kind ? { kind, id: row.target, op: 'delete', reason: 'deleted' } : null;
    }
    default:
      return null;
  }
}

/**
 * The changes of a page of the audit trail, oldest first, one per document: a document changed twice in
 * the page is given once, at its last change (a bulletin approved then withdrawn is a tombstone).
 */
export function toNationalChanges(rows: readonly AuditChangeRow[]): NationalChange[] {
  const latest = new Map<string, NationalChange>();
  for (const row of rows) {
    const change = changeOf(row);
    if (!change) continue;
    const key = `${change.kind}:${change.id}`;
    latest.delete(key);
    latest.set(key, { ...change, at: row.at.toISOString(), href: change.op === 'upsert' ? nationalHref(change.kind, change.id) : null });
  }
  return [...latest.values()];
}

/**
 * A cursor names the last audit row read and the start of its chain link: opaque to the reader, and
 * refused when the trail it points into is not this one (a restore of an older backup, another portal).
 */
export interface ChangeCursor {
  after: number;
  link: string;
}

export function encodeChangeCursor(cursor: ChangeCursor): string {
  return btoa(`1.${cursor.after}.${cursor.link}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(text)) return '';
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return '';
  }
}

export function decodeChangeCursor(text: string): ChangeCursor | null {
  const match = /^1\.(\d{1,15})\.([0-9a-z]{1,16})$/.exec(fromBase64Url(text));
  if (!match) return null;
  return { after: Number(match[1]), link: match[2]! };
}

/** The part of a row's chain link a cursor carries: enough to tell one trail from another. */
export function cursorLink(chainLink: string | null): string {
  return chainLink ? chainLink.slice(chainLink.indexOf(':') + 1, chainLink.indexOf(':') + 17) : 'none';
}
