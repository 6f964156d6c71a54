import type { TestProject } from 'vitest/node';
import { ensureWebBuild, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the web app if needed, starts one server for every journey, stops it at the end. */
export default async function setup(project: TestProject) {
  ensureWebBuild();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
