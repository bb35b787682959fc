import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates, type TestTemplates } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template databases; see template-database.ts. */
    testTemplates: TestTemplates;
  }
}

/** Migrates and seeds once per `vitest --project api` run; each file clones the result. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_TEMPLATE === 'off') return;
  const started = performance.now();
  const templates = await buildTemplates(process.env.DATABASE_URL);
  project.provide('testTemplates', templates);
  if (process.env.TEST_DB_TIMING) {
    console.log(
      `test templates (${templates.kind}) built in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return () => dropTemplates(templates, process.env.DATABASE_URL);
}
