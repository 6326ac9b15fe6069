import 'server-only';

// PostgreSQL's type id of bytea.
const BYTEA = 17;

/**
 * How the embedded database sends and reads bytea (a bulletin's PDF, a track image): as PostgreSQL's hex
 * text, `\x` and two digits a byte, written and read with Buffer's native hex codec. PGlite's own does it
 * a byte at a time in JavaScript (`Array.from(bytes).map(toString(16))`, `parseInt` per pair): some 4 ms
 * a 100 KB PDF, on the thread that answers every request. Same text, same bytes.
 */
export function byteaAsHex(): { serializers: Record<number, (value: unknown) => string>; parsers: Record<number, (text: string) => Buffer> } {
  return {
    serializers: {
      [BYTEA]: (value) => {
        if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
        return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
      },
    },
    parsers: { [BYTEA]: (text) => Buffer.from(text.slice(2), 'hex') },
  };
}
