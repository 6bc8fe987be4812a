import { useEffect, useLayoutEffect } from 'react';

/**
 * The document's title and meta description. RouteScreen sets the route's default (its title from the route table,
 * the site's description) in a layout effect; a page with better words (a brand's name and tagline, a post's title
 * and excerpt) calls usePageMeta, a passive effect. Layout effects of a commit all run before its passive effects,
 * and a page whose data arrives later commits later still, so the page's own words always win over the default.
 */
export const SITE_NAME = 'FranchiseHub';

function descriptionTag(): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
}

/** index.html's description: the default of every page that has none of its own. */
const DEFAULT_DESCRIPTION = typeof document === 'undefined' ? '' : (descriptionTag()?.content ?? '');

export interface PageMeta {
  /** The page's own name ("Blog", a post's title); the site's name is added. */
  title: string;
  description?: string;
}

/** "Blog · FranchiseHub"; the home page is the site's name alone. */
export function documentTitle(title: string): string {
  return title === 'Home' || title === SITE_NAME ? SITE_NAME : `${title} · ${SITE_NAME}`;
}

function applyMeta({ title, description }: PageMeta): void {
  document.title = documentTitle(title);
  const tag = descriptionTag();
  if (tag) tag.content = description?.trim() || DEFAULT_DESCRIPTION;
}

/** The route's default title and description (RouteScreen), set before any page's own. */
export function useRouteMeta(title: string): void {
  useLayoutEffect(() => applyMeta({ title }), [title]);
}

/** A page's own title and description, over the route's default. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => applyMeta({ title, description }), [title, description]);
}
