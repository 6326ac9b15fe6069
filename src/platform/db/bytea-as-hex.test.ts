import { PGlite, types } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { byteaAsHex } from './bytea-as-hex';

const { serializers, parsers } = byteaAsHex();
const serialize = serializers[types.BYTEA]!;
const parse = parsers[types.BYTEA]!;

describe('byteaAsHex', () => {
  it('writes and reads the same text and bytes as PGlite’s own bytea handling', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.nat(16), (bytes, offset) => {
        // A view into a larger buffer too, as a Buffer from Node's pool is.
        const view = new Uint8Array(offset + bytes.length);
        view.set(bytes, offset);
        const inside = view.subarray(offset);
        const text = serialize(inside);
        expect(text).toBe(types.serializers[types.BYTEA]!(inside));
        expect([...parse(text)]).toEqual([...(types.parsers[types.BYTEA]!(text, types.BYTEA) as Uint8Array)]);
      }),
    );
  });

  it('refuses what is not bytes, as PGlite does', () => {
    expect(() => serialize('not bytes')).toThrow('Invalid input for bytea type');
  });

  const db = new PGlite({ ...byteaAsHex() });
  afterAll(() => db.close());

  it('stores every byte value in an embedded database and reads it back unchanged', async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));
    await db.query('create table file (data bytea not null)');
    await db.query('insert into file (data) values ($1)', [bytes]);
    const { rows } = await db.query<{ data: Buffer; hex: string }>("select data, encode(data, 'hex') as hex from file");
    expect(Buffer.compare(rows[0]!.data, bytes)).toBe(0);
    expect(rows[0]!.hex).toBe(bytes.toString('hex'));
  });
});
