import { describe, expect, it } from 'vitest';
import { paceCalls } from './pace-calls';

describe('paceCalls', () => {
  it('spaces calls made together to the rate, and holds them when the provider asks', async () => {
    const pacer = paceCalls('test-spacing', 600); // one call every 100 ms
    const started = Date.now();
    const times: number[] = [];
    await Promise.all([0, 1, 2].map(async () => pacer.turn().then(() => times.push(Date.now() - started))));
    expect(times[0]).toBeLessThan(50);
    expect(times[2]).toBeGreaterThanOrEqual(190);
    pacer.holdFor(0.3);
    expect(pacer.delay()).toBeGreaterThan(250);
    await pacer.turn();
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
  });

  it('is one pacer per gateway for the process', async () => {
    paceCalls('test-shared', 60).holdFor(5);
    expect(paceCalls('test-shared', 60).delay()).toBeGreaterThan(4000);
    expect(paceCalls('test-other', 60).delay()).toBe(0);
  });
});
