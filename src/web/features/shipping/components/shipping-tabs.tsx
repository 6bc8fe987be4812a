import { useRef, type KeyboardEvent } from 'react';
import { rovingIndex } from '../../../components/ui/roving-index';
import { cn } from '../../../lib/cn';
import { useInstantValue } from '../../../lib/use-instant-value';
import { SHIPPING_TABS, type ShippingStatus } from '../../../lib/filters/shipping-filters';

/**
 * The status filter as tabs (All, Approved, Processing, Shipped, Delivered). Arrow keys, Home and End
 * move between tabs and select them (WAI-ARIA tabs with automatic activation); only the selected
 * tab is in the Tab order.
 */
export function ShippingTabs({
  status,
  onChange,
  controls,
}: {
  status: ShippingStatus | null;
  onChange: (status: ShippingStatus | null) => void;
  controls: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [shown, setShown] = useInstantValue(status);
  const current = Math.max(
    0,
    SHIPPING_TABS.findIndex((t) => t.status === shown),
  );
  const select = (next: ShippingStatus | null) => {
    setShown(next);
    onChange(next);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const next = rovingIndex(e.key, current, SHIPPING_TABS.length);
    if (next === null) return;
    e.preventDefault();
    select(SHIPPING_TABS[next].status);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label="Order status" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1" onKeyDown={onKeyDown}>
      {SHIPPING_TABS.map((tab, i) => {
        const selected = i === current;
        return (
          <button
            key={tab.label}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(tab.status)}
            className={cn(
              'whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              selected ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
