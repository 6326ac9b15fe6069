import { describe, expect, it } from 'vitest';
import { cursorLink, decodeChangeCursor, encodeChangeCursor, nationalHref, toNationalChanges, type AuditChangeRow } from './national-changes';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 1, minute));
const row = (id: number, action: string, target: string | null, summary: Record<string, unknown> | null = null): AuditChangeRow => ({
  id,
  at: at(id),
  action,
  target,
  summary,
});

describe('the national changes read', () => {
  it('turns audit rows into upserts with where to read them, and removals into tombstones', () => {
    const changes = toNationalChanges([
      row(1, 'weather.tenday.create', 't1'),
      row(2, 'weather.seasonal.create', 's1'),
      row(3, 'weather.special.create', 'c1'),
      row(4, 'bulletin.approve', 'b1'),
      row(5, 'weather.issuance.delete', 't0', { type: 'ten_day' }),
      row(6, 'calendar.save', 'Laguna'),
    ]);
    expect(changes.map(({ kind, id, op, href, reason }) => [kind, id, op, href, reason])).toEqual([
      ['ten_day', 't1', 'upsert', '/api/export/v1/national/ten-day?issuance=t1', undefined],
      ['seasonal', 's1', 'upsert', '/api/export/v1/national/seasonal?issuance=s1', undefined],
      ['special_weather', 'c1', 'upsert', '/api/export/v1/national/cyclone-advisory?issuance=c1', undefined],
      ['report', 'b1', 'upsert', '/api/export/v1/national/reports?id=b1', undefined],
      ['ten_day', 't0', 'delete', null, 'deleted'],
    ]);
    expect(changes[0]!.at).toBe(at(1).toISOString());
  });

  it('gives a document changed twice in a page once, at its last change and place', () => {
    const changes = toNationalChanges([row(1, 'bulletin.approve', 'b1'), row(2, 'bulletin.approve', 'b2'), row(3, 'bulletin.withdraw', 'b1')]);
    expect(changes.map((change) => [change.id, change.op, change.reason])).toEqual([
      ['b2', 'upsert', undefined],
      ['b1', 'delete', 'withdrawn'],
    ]);
  });

  it('skips rows it cannot place: no target, or a deleted issuance of an unknown type', () => {
    expect(toNationalChanges([row(1, 'bulletin.approve', null), row(2, 'weather.issuance.delete', 'x', { type: 'other' })])).toEqual([]);
  });

  it('makes opaque cursors that read back, and refuses anything else', () => {
    const cursor = encodeChangeCursor({ after: 4242, link: cursorLink(`hmac-sha256:${'ab'.repeat(32)}`) });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeChangeCursor(cursor)).toEqual({ after: 4242, link: 'abababababababab' });
    expect(decodeChangeCursor(encodeChangeCursor({ after: 0, link: cursorLink(null) }))).toEqual({ after: 0, link: 'none' });
    for (const bad of ['', 'not a cursor', btoa('2.1.abc'), btoa('1.x.abc'), btoa('1.1.ABC'), '%%%', 'a'.repeat(200)])
      expect(decodeChangeCursor(bad), bad).toBeNull();
  });

  it('reads one document again by its kind and id', () => {
    expect(nationalHref('report', 'a b')).toBe('/api/export/v1/national/reports?id=a%20b');
  });
});
