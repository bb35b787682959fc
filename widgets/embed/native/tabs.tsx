/**
 * `@radix-ui/react-tabs` for the widget build (aliased in vite.widgets.config.ts): the WAI-ARIA
 * tabs pattern with the parts and props shared/ui uses (`Root` controlled or with
 * `defaultValue`, `List`, `Trigger`, `Content` with `forceMount`). Arrow keys, Home and End move
 * between the tabs and activate them (automatic activation, as Radix's default); only the active
 * tab is in the Tab order. The portal keeps Radix.
 */
import { createContext, useContext, useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  id: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be inside <Tabs.Root>');
  return context;
}

type AnyProps = Record<string, unknown> & { children?: ReactNode };

/** A name safe in an id, whatever the tab's value. */
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');

export interface RootProps extends AnyProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Root({ value, defaultValue = '', onValueChange, children, ...props }: RootProps) {
  const [own, setOwn] = useState(defaultValue);
  const id = useId();
  const context: TabsContextValue = {
    value: value ?? own,
    select: (next) => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    id,
  };
  const { orientation: _orientation, activationMode: _mode, dir: _dir, ...rest } = props;
  return (
    <TabsContext.Provider value={context}>
      <div {...(rest as object)}>{children}</div>
    </TabsContext.Provider>
  );
}

function onListKeyDown(event: KeyboardEvent<HTMLElement>) {
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'),
  ];
  const at = tabs.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  // The widget's own direction (its root's dir) decides which arrow goes forward.
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
  let next: number | undefined;
  if (step !== undefined) next = (at + step + tabs.length) % tabs.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = tabs.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  tabs[next]!.focus();
  tabs[next]!.click();
}

export function List({ loop: _loop, ...props }: AnyProps) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      {...(props as object)}
      onKeyDown={onListKeyDown}
    />
  );
}

export function Trigger({ value, disabled, ...props }: AnyProps & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.id}-tab-${idPart(value)}`}
      aria-controls={`${tabs.id}-panel-${idPart(value)}`}
      aria-selected={active}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      disabled={disabled as boolean | undefined}
      {...(props as object)}
      onClick={() => tabs.select(value)}
    />
  );
}

export function Content({
  value,
  forceMount,
  children,
  ...props
}: AnyProps & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.id}-panel-${idPart(value)}`}
      aria-labelledby={`${tabs.id}-tab-${idPart(value)}`}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={0}
      {...(props as object)}
    >
      {children}
    </div>
  );
}
