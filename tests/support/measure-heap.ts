import v8 from 'node:v8';
import vm from 'node:vm';

const MB = 1024 * 1024;

// Vitest's workers do not run with --expose-gc; the flag still takes effect for a new context.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

export interface HeapMeasure<T> {
  result: T;
  /** The highest heapUsed seen during the work, less the heap before it, in MB. */
  peakGrowthMb: number;
  samples: number;
}

/**
 * Runs `work` and reports how far the JavaScript heap grew above what it held before, sampling
 * heapUsed every millisecond while the work waits on I/O, and once more as it ends, so memory a
 * synchronous stretch allocated and did not free yet is counted too. Garbage is collected first, so
 * the baseline is what is live, not what an earlier test left behind.
 */
export async function measureHeap<T>(work: () => Promise<T>): Promise<HeapMeasure<T>> {
  collectGarbage();
  collectGarbage();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  let samples = 0;
  const sample = () => {
    samples++;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
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
