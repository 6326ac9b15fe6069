import { describe, expect, it } from 'vitest';
import { scrubErrorText } from './scrub-error-text';

const NAME = 'Maria Clara de los Santos';
const ID = 'Fh3kW9zQ0pL2mN5bV8cX1aS4dG7jK6hT';
const EMAIL = 'maria.clara@da.gov.ph';

describe('error text without the values in it', () => {
  it('drops a failed query’s parameters from the message and stack, keeping the query and the frames', () => {
    const stack = `Error: Failed query: update "user" set "name" = $1 where "user"."id" = $2\nparams: ${NAME},${ID}\n    at PglitePreparedQuery.queryWithCache (file:///x/session.js:41:15)\n    at async updateOwnName (/src/update-own-name.ts:17:5)`;
    const scrubbed = scrubErrorText(stack);
    expect(scrubbed).toBe(
      'Error: Failed query: update "user" set "name" = $1 where "user"."id" = $2\nparams: [redacted]\n    at PglitePreparedQuery.queryWithCache (file:///x/session.js:41:15)\n    at async updateOwnName (/src/update-own-name.ts:17:5)',
    );
  });

  it('drops parameters that hold newlines, and parameters quoted inside another message on one line', () => {
    expect(scrubErrorText(`Failed query: insert into "user" ("name") values ($1)\nparams: ${NAME}\nsecond line of a value\n    at x (y.js:1:1)`)).not.toContain(
      'second line',
    );
    const wrapped = scrubErrorText(`Failed to create user: Failed query: insert into "user" values ($1, $2) params: ${NAME},${EMAIL}`);
    expect(wrapped).toBe('Failed to create user: Failed query: insert into "user" values ($1, $2) params: [redacted]');
  });

  it('drops PostgreSQL’s key and row values', () => {
    expect(scrubErrorText(`Key (email)=(${EMAIL}) already exists.`)).toBe('Key (email)=([redacted]) already exists.');
    expect(scrubErrorText(`Key (user_id)=(${ID}) is not present in table "user".`)).toBe('Key (user_id)=([redacted]) is not present in table "user".');
    expect(scrubErrorText(`Failing row contains (${ID}, ${NAME}, ${EMAIL}, t, null, 1, 2026-11-23 17:47:32.53+00).`)).toBe(
      'Failing row contains ([redacted]).',
    );
  });

  it('drops rejected input quoted by the database or by JSON.parse', () => {
    expect(scrubErrorText(`invalid input syntax for type uuid: "${NAME}"`)).toBe('invalid input syntax for type uuid: "[redacted]"');
    expect(scrubErrorText(`invalid input value for enum account_level: "${NAME}"`)).toBe('invalid input value for enum account_level: "[redacted]"');
    expect(scrubErrorText('value "99999999999" is out of range for type integer')).toBe('value "[redacted]" is out of range for type integer');
    expect(scrubErrorText(`Unexpected token 'o', "{"password":"hunter2hunter2"} oops" is not valid JSON`)).not.toContain('hunter2');
  });

  it('drops email addresses but keeps package paths and identifiers', () => {
    expect(scrubErrorText(`no account for ${EMAIL}`)).toBe('no account for [email]');
    const frame = 'at file:///app/node_modules/.pnpm/better-auth@1.7.25/node_modules/@better-auth/core/dist/index.mjs:5:1';
    expect(scrubErrorText(frame)).toBe(frame);
    const identifiers = 'relation "session" does not exist; new row for relation "user" violates check constraint "name_length"';
    expect(scrubErrorText(identifiers)).toBe(identifiers);
  });

  it('takes one pass over long text of any shape (a quadratic pattern would time the test out)', () => {
    for (const text of ['x'.repeat(300_000), 'a.'.repeat(150_000), '"x": '.repeat(60_000), 'params: '.repeat(40_000), `${'y'.repeat(300_000)}@da.gov.ph`]) {
      expect(scrubErrorText(text).length).toBeGreaterThan(0);
    }
  });
});
