import { clsx, type ClassValue } from 'clsx';

/**
 * Tailwind class merging (tailwind-merge, 9 KB of brotli) is installed by the pages that need it (class-merge.ts,
 * loaded with the query client: the signed-in shell and every page but sign-in and home). The sign-in and home pages
 * do without it (issue 12: /login ≤ 110 KB): none of their class lists has two utilities that override each other,
 * so merging would change nothing there; app/public-classes.test.tsx renders them and holds that true.
 */
let merge: ((classes: string) => string) | undefined;

export function installClassMerge(next: (classes: string) => string): void {
  merge = next;
}

/** Joins class names and, where class merging is installed, lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  return merge ? merge(classes) : classes;
}
