import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ChartTable {
  /** Column headings: the x axis first, then one per series. */
  columns: string[];
  rows: string[][];
}

/**
 * The accessible shell of every chart: a figure named by its title, described by `description` and a one-sentence
 * summary, with the numbers in a visually hidden table. The drawing itself is hidden from assistive technology
 * (and takes no focus), so screen-reader users get the table instead of SVG fragments.
 */
export function ChartFrame({
  title,
  description,
  summary,
  table,
  height,
  className,
  children,
}: {
  title: string;
  description?: string;
  summary: string;
  table: ChartTable;
  height: number;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className={cn('grid gap-2', className)}>
      <figcaption className="grid gap-0.5">
        <span id={`${id}-title`} className="text-sm font-semibold text-foreground">
          {title}
        </span>
        {description ? <span className="text-xs text-muted-foreground">{description}</span> : null}
      </figcaption>
      <p id={`${id}-summary`} className="sr-only">
        {summary}
      </p>
      <div aria-hidden style={{ height }} className="w-full min-w-0 text-xs">
        {children}
      </div>
      {/* A table is never narrower than its cells, so `sr-only` on the table itself would still widen a phone page;
          the 1px clipping box around it does not grow. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
