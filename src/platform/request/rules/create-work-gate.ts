export interface WorkGateLimits {
  /** Pieces of work running at once. */
  running: number;
  /** Pieces waiting for a turn; one more is refused at once instead of queued. */
  waiting: number;
}

export interface WorkGate {
  /** Runs `work` when a turn is free; `refuse()` is thrown at once when `waiting` are already queued. */
  run<T>(work: () => Promise<T>, refuse: () => Error): Promise<T>;
  /** How many run and wait now. */
  load(): { running: number; waiting: number };
}

/**
 * A bounded queue in front of costly work: at most `running` at once, at most `waiting` queued,
 * the rest refused without waiting. Each queued caller keeps its whole request in memory until
 * its turn, so an unbounded queue grows as long as work arrives faster than it finishes.
 */
export function createWorkGate(limits: WorkGateLimits): WorkGate {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    // The turn passes straight to the next caller: `running` stays the same.
    if (next) next();
    else running -= 1;
  };

  return {
    async run(work, refuse) {
      if (running < limits.running) running += 1;
      else if (queue.length < limits.waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else throw refuse();
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
