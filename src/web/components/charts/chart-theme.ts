import type { CSSProperties } from 'react';

/** Axis, grid and tooltip styling from the theme's CSS variables, so charts follow light and dark mode. */
export const AXIS_TICK = { fill: 'var(--color-muted-foreground)', fontSize: 12 } as const;
export const AXIS_LINE = { stroke: 'var(--color-border)' } as const;
export const GRID_STROKE = 'var(--color-border)';

export const TOOLTIP_CONTENT_STYLE: CSSProperties = {
  background: 'var(--color-card)',
  border: '1px solid var(--color-border)',
  borderRadius: 8,
  color: 'var(--color-foreground)',
  fontSize: 12,
};
export const TOOLTIP_LABEL_STYLE: CSSProperties = { color: 'var(--color-foreground)', fontWeight: 600 };
export const TOOLTIP_CURSOR = { fill: 'var(--color-muted)', stroke: 'var(--color-border)' } as const;
export const LEGEND_STYLE: CSSProperties = { color: 'var(--color-foreground)', fontSize: 12 };
