import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';

/** The little of a hast tree the link pass needs (no dependency on @types/hast for four fields). */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * rehype-sanitize's default (GitHub's) schema already drops script, style, iframe, every on* attribute and any href
 * or src whose protocol is not http(s)/mailto (so javascript: and data: go). It is narrowed further so a post can
 * only link with http, https and mailto and only show http(s) images; `rel` is not in the schema, the link pass adds it.
 * Raw HTML never arrives, so the only ids are remark-rehype's footnote ids, already prefixed "user-content-": a
 * second prefix would break the footnote links.
 */
const schema = {
  ...defaultSchema,
  clobberPrefix: '',
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
};

/** External links must not pass the blog's reputation on, nor give the opened page a handle on ours. */
function externalLinks() {
  const visit = (node: HastNode) => {
    if (node.type === 'element' && node.tagName === 'a') {
      const href = node.properties?.href;
      if (typeof href === 'string' && /^(https?:)?\/\//i.test(href)) {
        node.properties = { ...node.properties, rel: ['nofollow', 'noopener', 'noreferrer'] };
      }
    }
    node.children?.forEach(visit);
  };
  return (tree: HastNode) => visit(tree);
}

// Raw HTML in the Markdown is never passed on (remark-rehype without allowDangerousHtml drops it), and the sanitiser
// runs after, so even HTML Markdown itself produces (links, images) is checked.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(externalLinks)
  .use(rehypeStringify)
  .freeze();

/** A blog post's Markdown as safe HTML: no script, style, frame, event handler or javascript:/data: link survives. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

/**
 * Rendering is the costly part of reading a post (every visitor's request would parse the whole body again), so the
 * HTML is kept per post version: the key names the post and its last change, so an edit is a new key in every process
 * and nothing needs invalidating. At most `max` versions are kept, the least recently read dropped first.
 */
export function createMarkdownCache(max = 200) {
  const cache = new Map<string, string>();
  return (key: string, markdown: string): string => {
    const hit = cache.get(key);
    if (hit !== undefined) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const html = renderMarkdown(markdown);
    cache.set(key, html);
    if (cache.size > max) cache.delete(cache.keys().next().value!);
    return html;
  };
}
