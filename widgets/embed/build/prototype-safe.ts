import type { Plugin } from 'vite';

/**
 * Keeps the widget chunks working on a page that put enumerable properties on
 * `Object.prototype` or `Array.prototype` (issue 15.5), without touching the page's globals.
 *
 * 1. `Object.defineProperty(o, k, { get })` reads `set`, `value`, `writable`… from the descriptor
 * with inherited properties included. A host page that puts `get` or `set` on
 * `Object.prototype` (old libraries did, as plain values or functions) makes every descriptor
 * built from an object literal invalid: "Getter must be a function" in Preact's compat layer,
 * signals, the fetch client and the bundler's own module helpers, and the widget goes blank
 * (issue 15.5). Every call in the widget chunks (ours and our dependencies') therefore goes
 * through a copy of the descriptor's own properties onto an object without a prototype; the
 *    same for `new Proxy`'s handler (an inherited `get` is a trap).
 * 2. `for (key in object)` visits inherited enumerable keys too: valibot runs the page's
 *    `Object.prototype.extend` as a schema entry ("~run is not a function") and no form
 *    validates. valibot's for…in loops become for…of over `Object.keys` (own keys, same order).
 *    Only valibot's: Preact's own loops rely on for…in (the widget renders wrong without them),
 *    and an inherited key there only sets a harmless property on an element.
 */
const OWN = 'Object.assign(Object.create(null),';

/** `Object.defineProperty` with the descriptor's own properties only. */
export const OWN_DEFINE_PROPERTY = `((o,k,d)=>Object.defineProperty(o,k,${OWN}d)))`;

/** `Object.defineProperties` with each descriptor's own properties only. */
export const OWN_DEFINE_PROPERTIES = `((o,ds)=>{const c=Object.create(null);for(const k of Reflect.ownKeys(ds))c[k]=${OWN}ds[k]);return Object.defineProperties(o,c)})`;

/** `new Proxy` with the handler's own traps only (an inherited `get` would be a trap). */
export const OWN_PROXY = `((t,h)=>new Proxy(t,${OWN}h)))(`;

// `for (const key in expr)` or `for (key in expr)` with an expression without parentheses.
const FOR_IN = /\bfor\s*\(\s*((?:const|let|var)\s+)?([\w$]+)\s+in\s+([^()]+?)\s*\)/g;

/** Rewrites every `for…in` of `code` to a `for…of` over the object's own keys. */
export function ownKeysLoops(code: string): string {
  // Object(…) because for…in over null or undefined runs no round where Object.keys throws.
  return code.replace(
    FOR_IN,
    (_match, declaration: string | undefined, key: string, object: string) =>
      `for (${declaration ?? ''}${key} of Object.keys(Object(${object})))`,
  );
}

/**
 * Rewrites `Object.defineProperty` and `Object.defineProperties` (calls or references) and
 * `new Proxy(` in `code` to the safe forms. One pass, so the forms' own calls are not
 * rewritten again.
 */
export function ownDescriptors(code: string): string {
  return code.replace(
    /\bObject\.definePropert(y|ies)\b|\bnew Proxy\(/g,
    (match, ending: string | undefined) => {
      if (match.startsWith('new')) return OWN_PROXY;
      return ending === 'y' ? OWN_DEFINE_PROPERTY : OWN_DEFINE_PROPERTIES;
    },
  );
}

/**
 * The bundler's `__export` helper (a lazy chunk's namespace object) walks its export map with
 * `for (var name in all)`: on a polluted page it would define a getter for `get`, `extend`…
 * from the page's values. It walks the own keys instead.
 */
export function ownExports(code: string): string {
  return code.replace(/\bfor \(var name in all\)/g, 'for (var name of Object.keys(all))');
}

/** The build step (vite.widgets.config.ts). */
export function prototypeSafePlugin(): Plugin {
  return {
    name: 'kitebook-prototype-safe',
    transform: (code, id) =>
      /[\\/]node_modules[\\/]valibot[\\/]/.test(id)
        ? { code: ownKeysLoops(code), map: null }
        : null,
    renderChunk: (code) => ({ code: ownDescriptors(ownExports(code)), map: null }),
  };
}
