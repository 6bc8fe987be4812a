import Markdown, { type Components } from 'react-markdown';

/**
 * A lesson's Markdown, rendered with react-markdown's defaults: no raw HTML (it is shown as text), and links and
 * images pass its safe URL filter. Links leave the app in a new tab. Headings start at h3 under the lesson's h2.
 */
const components: Components = {
  h1: ({ children }) => <h3 className="mt-5 text-lg font-semibold">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-5 text-lg font-semibold">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-4 font-semibold">{children}</h4>,
  h4: ({ children }) => <h5 className="mt-4 font-semibold">{children}</h5>,
  p: ({ children }) => <p className="mt-3 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="mt-3 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="mt-3 list-decimal space-y-1 pl-6">{children}</ol>,
  blockquote: ({ children }) => <blockquote className="mt-3 border-l-4 border-border pl-4 text-muted-foreground">{children}</blockquote>,
  a: ({ children, href }) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
      {children}
    </a>
  ),
  code: ({ children }) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-sm">{children}</code>,
  pre: ({ children }) => <pre className="mt-3 overflow-x-auto rounded-md bg-muted p-3 text-sm">{children}</pre>,
  table: ({ children }) => (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border border-border bg-muted px-2 py-1 text-left">{children}</th>,
  td: ({ children }) => <td className="border border-border px-2 py-1">{children}</td>,
  img: ({ src, alt }) => <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} className="mt-3 max-w-full rounded-md" />,
};

export function LessonMarkdown({ children }: { children: string }) {
  return (
    <div className="break-words text-base [&>:first-child]:mt-0" data-testid="lesson-markdown">
      <Markdown components={components}>{children}</Markdown>
    </div>
  );
}
