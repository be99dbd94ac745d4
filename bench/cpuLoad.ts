// `--load N` of bench:lighthouse: N threads that only spin, so the figures show what a busy
// machine (a phone running other apps, a shared server) makes of the pages.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export interface CpuLoad {
  workers: number;
  describe(): string;
  stop(): Promise<void>;
}

export function startCpuLoad(workers: number): CpuLoad {
  const threads = Array.from({ length: workers }, () => {
    const worker = new Worker('for (;;) {}', { eval: true });
    worker.unref(); // never keeps the benchmark alive on its own
    return worker;
  });
  return {
    workers,
    describe: () =>
      workers > 0
        ? `load ON: ${workers} busy thread${workers === 1 ? '' : 's'} on ${os.availableParallelism()} CPUs`
        : 'load off',
    stop: async () => {
      await Promise.all(threads.map((worker) => worker.terminate()));
    },
  };
}
