import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
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
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/test/setup.ts'],
        },
      },
    ],
  },
});
