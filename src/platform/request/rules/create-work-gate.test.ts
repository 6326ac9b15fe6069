import { describe, expect, it } from 'vitest';
import { createWorkGate } from './create-work-gate';

class Busy extends Error {}
const busy = () => new Busy('busy');

/** A piece of work that ends when told to. */
function pending<T>(value: T) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: async () => (await done, value), finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the work gate', () => {
  it('runs up to its limit at once, queues the next ones and refuses past the queue', async () => {
    const gate = createWorkGate({ running: 2, waiting: 1 });
    const pieces = [pending('a'), pending('b'), pending('c')];
    const started = pieces.map((piece) => gate.run(piece.work, busy));
    await settle();
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    await expect(gate.run(async () => 'd', busy)).rejects.toBeInstanceOf(Busy);
    for (const piece of pieces) piece.finish();
    expect(await Promise.all(started)).toEqual(['a', 'b', 'c']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a freed turn to the first in the queue, also when the work failed', async () => {
    const gate = createWorkGate({ running: 1, waiting: 5 });
    const first = pending('first');
    const order: string[] = [];
    const running = gate.run(first.work, busy);
    const failing = gate.run(async () => {
      order.push('failing');
      throw new Error('broken');
    }, busy);
    const last = gate.run(async () => (order.push('last'), 'last'), busy);
    await settle();
    expect(order).toEqual([]);
    first.finish();
    await expect(running).resolves.toBe('first');
    await expect(failing).rejects.toThrow('broken');
    await expect(last).resolves.toBe('last');
    expect(order).toEqual(['failing', 'last']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('never queues with no room for waiting', async () => {
    const gate = createWorkGate({ running: 1, waiting: 0 });
    const first = pending(1);
    const running = gate.run(first.work, busy);
    await expect(gate.run(async () => 2, busy)).rejects.toBeInstanceOf(Busy);
    first.finish();
    await running;
    await expect(gate.run(async () => 3, busy)).resolves.toBe(3);
  });
});
