import { describe, expect, it } from 'vitest';
import { readLastTown } from './last-town';

describe('readLastTown', () => {
  it('reads a town the portal stored, and nothing that would lead elsewhere', () => {
    expect(readLastTown('{"name":"City of Calamba","href":"/weather-services/ten-day/laguna/city-of-calamba"}')).toEqual({
      name: 'City of Calamba',
      href: '/weather-services/ten-day/laguna/city-of-calamba',
    });
    expect(readLastTown('{"name":"x","href":"https://evil.example/"}')).toBeNull();
    expect(readLastTown('{"name":"x","href":"javascript:alert(1)"}')).toBeNull();
    expect(readLastTown('not json')).toBeNull();
    expect(readLastTown(null)).toBeNull();
  });
});
