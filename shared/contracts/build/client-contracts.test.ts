import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripContractSchemas } from './client-contracts';

const CONTRACTS = join(import.meta.dirname, '..');

const sample = `import * as v from 'valibot';
import { ThingSchema, THING_KEYS, type Thing } from '../model/thing';
import { idTextSchema } from '../model/storable';
import { endpoint } from './endpoint';

const idParams = v.object({ id: idTextSchema });

export const readThing = endpoint<Thing>()({
  method: 'GET',
  path: '/api/thing/:id{[0-9]+}',
  can: 'thing.read',
  params: idParams,
});

export const saveThing = endpoint<Thing>()({
  method: 'PUT',
  path: '/api/thing',
  can: 'thing.manage',
  body: ThingSchema,
  form: { field: 'thing', schema: ThingSchema },
});

export const thingKeys = THING_KEYS;
`;

describe('stripContractSchemas', () => {
  const out = stripContractSchemas(sample);

  it('keeps method, path and permission and drops every request schema', () => {
    expect(out).toContain("path: '/api/thing/:id{[0-9]+}'");
    expect(out).toContain("can: 'thing.manage'");
    expect(out).toContain('params: void 0');
    expect(out).toContain('body: void 0');
    expect(out).toContain('form: void 0');
    expect(out).not.toMatch(/Schema,|Schema\b(?!.*from)/);
  });

  it('removes the local schemas and imports nothing reads any more', () => {
    expect(out).not.toContain('valibot');
    expect(out).not.toContain('storable');
    expect(out).not.toContain('idParams');
    expect(out).toContain("import { THING_KEYS, type Thing } from '../model/thing';");
  });

  it('marks each contract pure, so an unused one falls away', () => {
    expect(out.match(/\/\* @__PURE__ \*\/ endpoint<Thing>\(\)/g)).toHaveLength(2);
  });

  it('keeps a type-only import as `import type`', () => {
    const typesOnly = stripContractSchemas(
      `import { ASchema, type A } from './a';\nimport { endpoint } from './endpoint';\n` +
        `export const a = endpoint<A>()({ method: 'GET', path: '/api/a', can: 'a.read', query: ASchema });\n`,
    );
    expect(typesOnly).toContain("import type { A } from './a';");
  });

  it('turns every contract of shared/contracts into valid code without valibot', () => {
    const files = readdirSync(CONTRACTS).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'endpoint.ts',
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const stripped = stripContractSchemas(readFileSync(join(CONTRACTS, file), 'utf8'), file);
      expect(() => parseAst(stripped, { lang: 'ts' }, file), file).not.toThrow();
      expect(stripped, file).not.toMatch(/from 'valibot'/);
      expect(stripped, file).not.toMatch(/^\s+(params|query|body|form): (?!void 0)/m);
    }
  });
});
