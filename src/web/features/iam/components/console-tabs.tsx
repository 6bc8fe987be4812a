import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * WAI-ARIA tabs: one tab stop for the list, arrow keys (and Home/End) move between tabs and open them
 * at once (each panel is a URL change). Only the selected panel is rendered, so hidden tabs send no
 * requests. On a phone the row scrolls sideways instead of wrapping.
 */
export function ConsoleTabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly { value: T; label: string }[];
  selected: T;
  onSelect: (tab: T) => void;
  children: ReactNode;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  // On a phone the row scrolls: bring the open tab into view (e.g. when the URL opens a later tab).
  useEffect(() => {
    refs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

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
    <div className="grid grid-cols-1 gap-5">
      <div role="tablist" aria-label={label} className="-mx-4 flex overflow-x-auto border-b border-border px-4 sm:mx-0 sm:px-0">
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
                'inline-flex shrink-0 items-center whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium transition-colors sm:px-4',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                active ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        tabIndex={0}
        className="min-w-0 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        {children}
      </div>
    </div>
  );
}
