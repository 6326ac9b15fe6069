import { describe, expect, it } from 'vitest';
import { describeErrorCause } from './describe-error-cause';

const failedQuery = (token: string, user: string) => ({
  level: 50,
  path: `/api/users/${user}`,
  msg: 'unexpected error',
  errorType: 'DrizzleQueryError',
  errorMessage: `Failed query: select * from "session" where "token" = $1\nparams: ${token}`,
});

describe('the cause of an error line', () => {
  it('is the same for one failure whatever values its occurrences carry', () => {
    const first = describeErrorCause(failedQuery('Xq9secretvalue7Lm2pW4zR8tY1uVb', 'Fh3kW9zQ0pL2mN5bV8cX1aS4dG7jK6hT'));
    const second = describeErrorCause(failedQuery('another-token-9f8e7d6c5b4a3f2e1d', 'Zz1yY2xX3wW4vV5uU6tT7sS8rR9qQ0pP'));
    expect(first).toBe(second);
    expect(first).not.toMatch(/Xq9|Fh3k|params/);
  });

  it('takes ids, numbers, emails and quoted values out of the messages', () => {
    const cause = (errorMessage: string) => describeErrorCause({ level: 50, msg: 'unexpected error', errorMessage });
    expect(cause('no staff account 123 for ana@example.ph')).toBe(cause('no staff account 98765 for jose.rizal@da.gov.ph'));
    expect(cause('issuance 2f1c0e7a-9b3d-4c5e-8f6a-1b2c3d4e5f60 is gone')).toBe(cause('issuance 00000000-0000-0000-0000-000000000000 is gone'));
    expect(cause('invalid input syntax for type uuid: "abc"')).toBe(cause('invalid input syntax for type uuid: "x y z"'));
  });

  it('keeps different failures, routes, levels, types and codes apart', () => {
    const base = {
      level: 50,
      path: '/api/profile',
      msg: 'unexpected error',
      errorType: 'Error',
      errorCode: 'E1',
      errorMessage: 'relation "session" does not exist',
    };
    const causes = new Set([
      describeErrorCause(base),
      describeErrorCause({ ...base, errorMessage: 'column "name" does not exist' }),
      describeErrorCause({ ...base, path: '/api/users' }),
      describeErrorCause({ ...base, level: 60 }),
      describeErrorCause({ ...base, errorType: 'TypeError' }),
      describeErrorCause({ ...base, errorCode: 'E2' }),
      describeErrorCause({ ...base, msg: 'health check failed' }),
    ]);
    expect(causes.size).toBe(7);
  });

  it('counts one route once, whatever ids its path holds', () => {
    const onPath = (path: string) => describeErrorCause({ level: 50, path, msg: 'unexpected error' });
    expect(onPath('/api/v1/places/0403402000/calendars')).toBe(onPath('/api/v1/places/0402100000/calendars'));
    expect(onPath('/api/recommendations/17')).toBe(onPath('/api/recommendations/90210'));
    expect(onPath('/api/users/Fh3kW9zQ0pL2mN5bV8cX1aS4dG7jK6hT')).toBe(onPath('/api/users/Zz1yY2xX3wW4vV5uU6tT7sS8rR9qQ0pP'));
    expect(onPath('/api/users/%ZZ')).toBe(onPath('/api/users/%00'));
    expect(onPath('/api/profile')).not.toBe(onPath('/api/users'));
  });

  it('stays short however long the message', () => {
    expect(describeErrorCause({ level: 50, msg: 'x'.repeat(100_000), errorMessage: 'y '.repeat(100_000) }).length).toBeLessThan(500);
  });
});
