import { describe, expect, it } from 'vitest';
import { auditCheckpointText, auditLinkText, findAuditCheckpoints, parseAuditLink } from './audit-chain';

const row = {
  id: 7,
  at: new Date('2026-11-28T06:00:00.123Z'),
  actorId: 'u1',
  action: 'bulletin.approve',
  target: 'b1',
  summary: { reference: 'ACAP-4A', nested: { z: 1, a: [{ y: 2, b: 3 }] } },
};

describe('the audit chain', () => {
  it('makes a link of the previous link and every field of the row, whatever the order of the summary’s keys', () => {
    const text = auditLinkText('sha256:' + '0'.repeat(64), row);
    expect(text).toBe(
      `["sha256:${'0'.repeat(64)}",7,"2026-11-28T06:00:00.123Z","u1","bulletin.approve","b1",{"nested":{"a":[{"b":3,"y":2}],"z":1},"reference":"ACAP-4A"}]`,
    );
    const reordered = { ...row, summary: { nested: { a: [{ b: 3, y: 2 }], z: 1 }, reference: 'ACAP-4A' } };
    expect(auditLinkText('sha256:' + '0'.repeat(64), reordered)).toBe(text);
    for (const changed of [{ id: 8 }, { action: 'bulletin.return' }, { target: 'b2' }, { actorId: null }, { summary: null }, { at: new Date(0) }])
      expect(auditLinkText('sha256:' + '0'.repeat(64), { ...row, ...changed })).not.toBe(text);
    expect(auditLinkText(null, row)).not.toBe(text);
  });

  it('reads a stored link’s algorithm and digest, and nothing else', () => {
    expect(parseAuditLink(`hmac-sha256:${'a'.repeat(64)}`)).toEqual({ algorithm: 'hmac-sha256', digest: 'a'.repeat(64) });
    expect(parseAuditLink(`sha256:${'b'.repeat(64)}`)).toEqual({ algorithm: 'sha256', digest: 'b'.repeat(64) });
    expect(parseAuditLink('md5:abc')).toBeNull();
    expect(parseAuditLink(`sha256:${'b'.repeat(63)}`)).toBeNull();
  });
});

describe('the audit checkpoints', () => {
  const checkpoint = { rows: 3, lastId: 9, head: `hmac-sha256:${'c'.repeat(64)}`, at: '2026-12-01T00:00:00.000Z', mac: `hmac-sha256:${'d'.repeat(64)}` };

  it('signs a tagged text of the count, the newest row and its link, and the time, never a row link’s text', () => {
    const { mac: _mac, ...fields } = checkpoint;
    expect(auditCheckpointText(fields)).toBe(`["acap-audit-checkpoint",3,9,"hmac-sha256:${'c'.repeat(64)}","2026-12-01T00:00:00.000Z"]`);
    expect(auditCheckpointText({ ...fields, rows: 2 })).not.toBe(auditCheckpointText(fields));
  });

  it('finds checkpoints in log lines and bare lines, and says which line-looking ones are not checkpoints', () => {
    const log = [
      JSON.stringify({ level: 30, msg: 'portal ready' }),
      JSON.stringify({ level: 30, auditCheckpoint: checkpoint, msg: 'audit checkpoint' }),
      'not json "mac"',
      JSON.stringify(checkpoint),
      JSON.stringify({ ...checkpoint, rows: -1 }),
    ].join('\n');
    expect(findAuditCheckpoints(log)).toEqual([
      { line: 2, checkpoint },
      { line: 4, checkpoint },
      { line: 5, checkpoint: null },
    ]);
  });
});
