/** Demo data: `seedDemoIfEmpty` at server start, `seedLarge` for benchmarks (`npm run seed`). */
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';
export { countRows } from './counts';
export { seedDemoIfEmpty, type SeedOptions } from './demo';
export { seedLarge } from './large';
