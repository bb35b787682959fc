import * as Tabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';

/** One tab of a record dialog. */
export interface RecordTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /**
   * Rendered only from the first time the tab is shown (then kept): a tab without fields that
   * loads something of its own, such as the history, loads it only when someone looks.
   */
  lazy?: boolean;
}

/** Props of {@link RecordTabs}. */
export interface RecordTabsProps {
  tabs: readonly RecordTab[];
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The tabs of a record dialog. Every panel stays mounted (inactive ones hidden), so each
 * field keeps its value and a refused save can find its first wrong field in any tab; a `lazy`
 * tab (no fields) is rendered from its first showing on.
 */
export function RecordTabs({ tabs, value, onValueChange }: RecordTabsProps) {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([value]));
  if (!shown.has(value)) setShown(new Set([...shown, value]));
  return (
    <Tabs.Root value={value} onValueChange={onValueChange}>
      <Tabs.List className="mb-4 flex gap-1 overflow-x-auto border-b border-gray-200">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-700',
              'hover:text-gray-900 data-[state=active]:border-primary data-[state=active]:text-primary',
              focusRing,
            )}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          data-tab={tab.value}
          className="data-[state=inactive]:hidden"
        >
          {!tab.lazy || shown.has(tab.value) ? tab.content : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
