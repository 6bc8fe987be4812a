import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * WAI-ARIA tabs without a dependency: one tab stop for the whole list, arrow keys (and Home/End)
 * move between tabs and open them at once, since each panel is a cheap URL change. Only the
 * selected panel is rendered, so hidden tabs send no requests.
 */
export function InventoryTabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly { value: T; label: string; badge?: ReactNode }[];
  selected: T;
  onSelect: (tab: T) => void;
  children: ReactNode;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next].value;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      {/* Four tabs share a 375 px row; should a label ever grow, the row scrolls rather than wraps. */}
      <div role="tablist" aria-label={label} className="relative flex overflow-x-auto border-b border-border">
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                if (el) refs.current.set(tab.value, el);
                else refs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel-${tab.value}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'inline-flex flex-1 shrink-0 items-center justify-center gap-1 border-b-2 px-1.5 py-2.5 text-sm font-medium transition-colors sm:flex-none sm:px-4',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                active ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
              {tab.badge}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        // The panel itself is reachable when it starts with text rather than a control.
        tabIndex={0}
        className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        {children}
      </div>
    </div>
  );
}
