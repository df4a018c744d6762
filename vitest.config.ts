import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on CI's 2 cores that is one worker and a run twice as long
    // (docs/benchmarks.md). Most files wait on sockets and child processes, not the CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // builds of a whole market, real HTTP and child processes: seconds on 2 busy cores; 5 s flaked
          testTimeout: 20_000,
          // FC_SEED / FC_PATH replay a failed fast-check property (see the file)
          setupFiles: ['build/test-setup/fast-check-replay.ts'],
          include: [
            'shared/**/*.test.ts',
            'sandbox/**/*.test.ts',
            'electron/**/*.test.ts',
            'build/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          // a whole-app render in jsdom (router, lazy screens) takes seconds on 2 busy cores; 5 s flaked
          testTimeout: 20_000,
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/test/setup.ts'],
        },
      },
    ],
  },
});
