/**
 * `react` for the widget build (vite.widgets.config.ts aliases it here): Preact's core and hooks
 * with the few React APIs the widgets' code uses, so a widget's first paint carries no
 * preact/compat (about 2.5 KB gzip). Compat changes how elements behave (`onChange` of a text
 * field fires per keystroke, `onFocus` bubbles, camel-case SVG attributes), which the forms need
 * and the first paint does not: every {@link lazy} part loads compat beside its own chunk, so
 * compat is in place before any lazy part renders. A first paint's component therefore writes
 * the DOM's own names where compat would translate (`stroke-width`, not `strokeWidth`).
 */
import { Component, createElement, render } from 'preact';
import type { ComponentChildren, ComponentType, FunctionComponent } from 'preact';
import { useLayoutEffect, useEffect, useState } from 'preact/hooks';

export {
  cloneElement,
  Component,
  createContext,
  createElement,
  createRef,
  Fragment,
  isValidElement,
} from 'preact';
export {
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

/** Compat's behaviour and the rest of the stylesheet (./lazy-support.ts), loaded once. */
let compat: Promise<unknown> | undefined;
const loadCompat = () => (compat ??= import('./lazy-support'));

/** A promise thrown while rendering (a lazy part's chunk, a catalog: use-catalogs.ts). */
const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * React's `lazy`: renders the loaded component; until then it suspends (throws the load) to the
 * nearest {@link Suspense}. Loads preact/compat beside the part.
 */
export function lazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): FunctionComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  return function Lazy(props: P) {
    if (loaded) return createElement(loaded as ComponentType<object>, props);
    if (failure) throw failure.error;
    throw (pending ??= Promise.all([load(), loadCompat()]).then(
      ([module]) => void (loaded = module.default),
      (error: unknown) => void (failure = { error }),
    ));
  };
}

interface SuspenseProps {
  fallback?: ComponentChildren;
  children?: ComponentChildren;
}

/**
 * React's `Suspense` for what the widgets do with it: while something below throws a promise
 * (a lazy part, a catalog), the fallback shows; when it settles, the children render again.
 * Anything else thrown goes on to the next error boundary.
 */
export class Suspense extends Component<SuspenseProps, { waiting: number }> {
  override state = { waiting: 0 };
  override componentDidCatch(thrown: unknown) {
    if (!isThenable(thrown)) throw thrown;
    this.setState(({ waiting }) => ({ waiting: waiting + 1 }));
    const settled = () => this.setState(({ waiting }) => ({ waiting: waiting - 1 }));
    thrown.then(settled, settled);
  }
  override render({ fallback = null, children }: SuspenseProps) {
    return this.state.waiting > 0 ? fallback : children;
  }
}

/** Preact passes `ref` to function components as a prop; React's `forwardRef` hands it over. */
export function forwardRef<R, P extends object>(
  render: (props: P, ref: R | null) => ComponentChildren,
): FunctionComponent<P & { ref?: R }> {
  return function Forwarded({ ref, ...props }: P & { ref?: R }) {
    return render(props as P, ref ?? null);
  };
}

/** React 18's store hook (use-widget-config.ts, Lingui through the shim's alias). */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const [, setVersion] = useState(0);
  const rerenderIfChanged = () => {
    if (!Object.is(value, getSnapshot())) setVersion((version) => version + 1);
  };
  useLayoutEffect(rerenderIfChanged, [value, getSnapshot]);
  useEffect(() => {
    rerenderIfChanged();
    return subscribe(() => setVersion((version) => version + 1));
  }, [subscribe]);
  return value;
}

/** `react-dom/client`'s root, on Preact's `render`. */
export function createRoot(container: Element) {
  return {
    render: (children: ComponentChildren) => render(children, container),
    unmount: () => render(null, container),
  };
}
