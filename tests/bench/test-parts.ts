/**
 * `npm run bench:tests`: times `npm test` part by part (typecheck, lint, unit, api, e2e) and
 * says what a test file costs, so the 20-minute budget of the whole run can be watched as the
 * office issues add tests. Not part of `npm run bench`: it runs the whole suite (minutes).
 * `npm run bench:tests -- --skip e2e` leaves parts out.
 */
import { spawnSync } from 'node:child_process';
import { globSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { printTable } from './print-table';

interface Part {
  name: string;
  script: string;
  /** The files the part runs, to state a cost per file. */
  files?: string[];
}

const PARTS: Part[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  {
    name: 'unit',
    script: 'test:unit',
    files: ['shared', 'admin', 'widgets', 'server', 'scripts'].flatMap((dir) =>
      globSync(`${dir}/**/*.test.{ts,tsx}`),
    ),
  },
  { name: 'api', script: 'test:api', files: globSync('tests/api/**/*.test.ts') },
  { name: 'e2e', script: 'test:e2e', files: globSync('tests/e2e/**/*.spec.ts') },
];

const skipped = new Set(
  process.argv.flatMap((arg, i, all) => (all[i - 1] === '--skip' ? arg.split(',') : [])),
);

const rows: string[][] = [['part', 'result', 'time', 'files', 'per file']];
let total = 0;
for (const part of PARTS.filter((p) => !skipped.has(p.name))) {
  const started = performance.now();
  const run = spawnSync('npm', ['run', '--silent', part.script], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  total += seconds;
  const files = part.files?.length;
  // Printed at once too, so a run stopped halfway still tells what it measured.
  console.log(`bench:tests ${part.name}: ${seconds.toFixed(0)} s (exit ${run.status})`);
  rows.push([
    part.name,
    run.status === 0 ? 'passed' : `failed (${run.status})`,
    `${seconds.toFixed(0)} s`,
    files ? String(files) : '',
    files ? `${(seconds / files).toFixed(1)} s` : '',
  ]);
}
rows.push(['total', '', `${total.toFixed(0)} s`, '', '']);

printTable('npm test by part (this machine, now)', rows);
