import type { Plugin } from 'vite';
import { parseAst } from 'vite';

/** The parts of a contract only the server reads: the request schemas (valibot). */
const SERVER_ONLY = new Set(['params', 'query', 'body', 'form']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node under `node` (itself included) that `skip` does not stop at. */
function walk(node: Node, enter: (node: Node) => boolean | void): void {
  if (enter(node) === false) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.filter(isNode).forEach((child) => walk(child, enter));
    else if (isNode(value)) walk(value, enter);
  }
}

/** `endpoint<A>()({ … })`: the object literal of one contract, or null. */
function contractObject(node: Node): Node | null {
  if (node.type !== 'CallExpression') return null;
  const callee = node.callee as Node;
  const inner = callee.type === 'CallExpression' ? (callee.callee as Node) : null;
  const name = inner?.type === 'Identifier' ? (inner.name as string) : null;
  const [definition] = node.arguments as Node[];
  return name === 'endpoint' && definition?.type === 'ObjectExpression' ? definition : null;
}

/** A top-level `const name = …` that is not exported (a schema shared by two contracts). */
function localConst(statement: Node): string | null {
  if (statement.type !== 'VariableDeclaration') return null;
  const declarations = statement.declarations as Node[];
  const id = declarations.length === 1 ? (declarations[0]!.id as Node) : null;
  return id?.type === 'Identifier' ? (id.name as string) : null;
}

/**
 * A contract file as the clients need it: every request schema of an `endpoint<A>()({ … })`
 * replaced by `void 0`, then the local schemas and imports nothing reads any more removed, so
 * the model's schema modules and valibot leave the client's module graph (an unused import
 * would keep them in it: verbatimModuleSyntax). Each contract call is marked pure, so an unused
 * contract falls away too. The client's `call()` reads only method, path, trailingSlash and
 * answerType; the types stay those of the source, so callers are checked against the schemas
 * all the same (shared/contracts/README.md).
 */
export function stripContractSchemas(code: string, file = 'contract.ts'): string {
  const program = parseAst(code, { lang: 'ts' }, file) as unknown as Node;
  const body = program.body as Node[];
  const cuts: Array<[number, number, string]> = [];
  const gone = new Set<Node>();
  walk(program, (node) => {
    const definition = contractObject(node);
    if (!definition) return;
    cuts.push([node.start, node.start, '/* @__PURE__ */ ']);
    for (const property of definition.properties as Node[]) {
      const key = property.key as Node | undefined;
      if (property.type === 'Property' && key?.type === 'Identifier') {
        if (!SERVER_ONLY.has(key.name as string)) continue;
        const value = property.value as Node;
        cuts.push([value.start, value.end, 'void 0']);
        gone.add(value);
      }
    }
  });

  // Names still read outside imports and removed parts; a local const read by nobody goes too.
  const readNames = () => {
    const names = new Set<string>();
    for (const statement of body) {
      if (statement.type === 'ImportDeclaration' || gone.has(statement)) continue;
      const own = localConst(statement);
      walk(statement, (node) => {
        if (gone.has(node)) return false;
        if (own && node === (statement.declarations as Node[])[0]!.id) return false;
        if (node.type === 'Identifier') names.add(node.name as string);
      });
    }
    return names;
  };
  let names = readNames();
  for (let changed = true; changed;) {
    changed = false;
    for (const statement of body) {
      const own = localConst(statement);
      if (own && !gone.has(statement) && !names.has(own)) {
        gone.add(statement);
        cuts.push([statement.start, statement.end, '']);
        changed = true;
      }
    }
    if (changed) names = readNames();
  }

  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const specifiers = statement.specifiers as Node[];
    const kept = specifiers.filter((specifier) =>
      names.has((specifier.local as Node).name as string),
    );
    const values = kept.filter((specifier) => specifier.importKind !== 'type');
    if (specifiers.length === 0 || values.length === specifiers.length) continue;
    const source = code.slice((statement.source as Node).start, (statement.source as Node).end);
    const text = (specifier: Node) =>
      code.slice(specifier.start, specifier.end).replace(/^type\s+/, '');
    if (kept.some((specifier) => specifier.type !== 'ImportSpecifier')) continue;
    // Only types left: `import type`, which no module keeps in the graph.
    const replacement =
      values.length > 0
        ? `import { ${kept.map((specifier) => code.slice(specifier.start, specifier.end)).join(', ')} } from ${source};`
        : kept.length > 0
          ? `import type { ${kept.map(text).join(', ')} } from ${source};`
          : '';
    cuts.push([statement.start, statement.end, replacement]);
  }

  let out = code;
  for (const [start, end, text] of cuts.sort((a, b) => b[0] - a[0])) {
    out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  }
  return out;
}

/** Whether the module at `path` is a contract the widget build strips (not `endpoint.ts`). */
export const isClientContract = (path: string) =>
  /(^|\/)shared\/contracts\/(?!endpoint\.ts)[\w-]+\.ts$/.test(path);

/** The client builds' plugin: contracts without their request schemas (see above). */
export function clientContracts(): Plugin {
  return {
    name: 'kitebook-client-contracts',
    enforce: 'pre',
    transform(code, id) {
      if (!isClientContract(id)) return null;
      return { code: stripContractSchemas(code, id), map: null };
    },
  };
}
