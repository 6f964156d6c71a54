import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'static-pages/**/*.test.ts'],
    environment: 'jsdom',
  },
});
