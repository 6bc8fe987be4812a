import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { rovingIndex } from './roving-index';

/**
 * How the tab row sits on a phone: `fill` shares the row between a few short tabs (each grows to
 * an equal part, from `sm` they take their own width); `scroll` keeps each tab at its own width and
 * lets a longer row scroll sideways, edge to edge of the page; `wrap` keeps each tab at its own width and
 * wraps the row on a phone, so no tab hides past the edge.
 */
const LAYOUTS = {
  fill: {
    root: 'gap-4',
    list: 'relative',
    tab: 'flex-1 shrink-0 justify-center gap-1 px-1.5 sm:flex-none',
    panel: '',
  },
  scroll: {
    root: 'gap-5',
    list: '-mx-4 px-4 sm:mx-0 sm:px-0',
    tab: 'shrink-0 whitespace-nowrap px-3',
    panel: 'min-w-0',
  },
  /** Many tabs: on a phone they wrap onto a second row, so every tab is in sight; from `sm` one row that scrolls if it must. */
  wrap: {
    root: 'gap-5',
    list: 'max-sm:flex-wrap max-sm:gap-x-1',
    tab: 'shrink-0 whitespace-nowrap px-3',
    panel: 'min-w-0',
  },
} as const;

export type PageTab<T extends string> = { value: T; label: string; badge?: ReactNode };

/**
 * WAI-ARIA tabs without a dependency: one tab stop for the whole list, arrow keys (and Home/End)
 * move between tabs and open them at once, since each panel is a cheap URL change. Only the selected
 * panel is rendered, so hidden tabs send no requests. Should the row ever be wider than the screen it
 * scrolls rather than wraps, and the open tab is brought into view (e.g. when the URL opens a later tab).
 */
export function PageTabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  layout = 'fill',
  children,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly PageTab<T>[];
  selected: T;
  onSelect: (tab: T) => void;
  layout?: keyof typeof LAYOUTS;
  children: ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const refs = useRef(new Map<T, HTMLButtonElement>());
  // Only the row scrolls (sideways), never the page: Back may have restored the page's own position.
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(selected);
    if (!list || !tab) return;
    const row = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < row.left) list.scrollLeft -= row.left - box.left;
    else if (box.right > row.right) list.scrollLeft += box.right - row.right;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = rovingIndex(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next].value;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  const styles = LAYOUTS[layout];
  return (
    <div className={cn('grid grid-cols-1', styles.root)}>
      <div ref={listRef} role="tablist" aria-label={label} className={cn('flex overflow-x-auto border-b border-border', styles.list)}>
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
                'inline-flex items-center border-b-2 py-2.5 text-sm font-medium transition-colors sm:px-4',
                styles.tab,
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
        className={cn('focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring', styles.panel)}
      >
        {children}
      </div>
    </div>
  );
}
