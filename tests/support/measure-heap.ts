import v8 from 'node:v8';
import vm from 'node:vm';

const MB = 1024 * 1024;

// Vitest's workers do not run with --expose-gc; the flag still takes effect for a new context.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

export interface HeapMeasure<T> {
  result: T;
  /** The highest heap outside the nursery seen during the work, less the same before it, in MB. */
  peakGrowthMb: number;
  samples: number;
}

// The nursery (V8's new space) is left out: its size is V8's choice, not the work's (two or three
// semi-spaces of 16 MB on Node 20, of up to 64 MB on Node 24), and between scavenges it is mostly
// garbage. What the work keeps is promoted out of it, and a large buffer or string is born outside it,
// so both still count.
const NURSERY = 'new_space';

function heapOutsideNursery(): number {
  return v8
    .getHeapSpaceStatistics()
    .filter((space) => space.space_name !== NURSERY)
    .reduce((sum, space) => sum + space.space_used_size, 0);
}

/**
 * Runs `work` and reports how far the JavaScript heap grew above what it held before, sampling it
 * every millisecond while the work waits on I/O, and once more as it ends, so memory a synchronous
 * stretch allocated and did not free yet is counted too. Garbage is collected first, so the baseline
 * is what is live, not what an earlier test left behind.
 */
export async function measureHeap<T>(work: () => Promise<T>): Promise<HeapMeasure<T>> {
  collectGarbage();
  collectGarbage();
  const baseline = heapOutsideNursery();
  let peak = baseline;
  let samples = 0;
  const sample = () => {
    samples++;
    peak = Math.max(peak, heapOutsideNursery());
  };
  const timer = setInterval(sample, 1);
  try {
    const result = await work();
    sample();
    return { result, peakGrowthMb: (peak - baseline) / MB, samples };
  } finally {
    clearInterval(timer);
  }
}
