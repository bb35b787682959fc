import { describe, expect, it } from 'vitest';
import { ownDescriptors, ownExports, ownKeysLoops } from './prototype-safe';

const polluted = Object.prototype as Record<string, unknown>;

/** Runs `code` as a function body while Object.prototype carries `get`, `set` and `extend`. */
function runPolluted(code: string): unknown {
  polluted.get = 'polluted get';
  polluted.set = () => 'polluted set';
  polluted.extend = () => 'polluted extend';
  try {
    return new Function(code)();
  } finally {
    // The test runner's own code meets the same prototype.
    delete polluted.get;
    delete polluted.set;
    delete polluted.extend;
  }
}

describe('ownDescriptors', () => {
  it('keeps descriptors from object literals valid on a page that polluted Object.prototype', () => {
    const code = ownDescriptors(`
      const a = {}, b = {};
      Object.defineProperty(a, 'x', { value: 1, enumerable: true });
      const define = Object.defineProperty;
      define(a, 'y', { get() { return 2; } });
      Object.defineProperties(b, { z: { value: 3 }, w: { get: () => 4 } });
      const proxy = new Proxy({ v: 5 }, {});
      return [a.x, a.y, b.z, b.w, proxy.v];
    `);
    expect(runPolluted(code)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('ownKeysLoops', () => {
  it('visits own keys only, in order, and nothing for null', () => {
    const code = ownKeysLoops(`
      const seen = [];
      const entries = { b: 1, a: 2 };
      for (const key in entries) seen.push(key);
      let k;
      for(k in null) seen.push(k);
      for (var i in [7, 8]) seen.push(i);
      return seen;
    `);
    expect(code).not.toMatch(/ in /);
    expect(runPolluted(code)).toEqual(['b', 'a', '0', '1']);
  });
});

describe('ownExports', () => {
  it("makes the bundler's namespace helper define the module's own exports only", () => {
    const code = ownExports(`
      var __export = (all) => {
        let target = {};
        for (var name in all) Object.defineProperty(target, name, { get: all[name], enumerable: true });
        return target;
      };
      return Object.keys(__export({ a: () => 1 }));
    `);
    expect(runPolluted(ownDescriptors(code))).toEqual(['a']);
  });
});
