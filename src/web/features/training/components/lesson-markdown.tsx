import { PROSE } from '../../../components/prose';

/**
 * A lesson's text: the HTML the server rendered from its Markdown with the blog's sanitised renderer (raw HTML
 * dropped, only http(s) and mailto links), so lessons and posts follow one set of rules.
 */
export function LessonMarkdown({ html }: { html: string }) {
  return <div className={`[&>:first-child]:mt-0 ${PROSE}`} data-testid="lesson-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
