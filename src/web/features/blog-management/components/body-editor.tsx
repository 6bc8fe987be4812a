import { useId, useState } from 'react';
import type { Control } from 'react-hook-form';
import { BLOG_BODY_MAX, type BlogPostEditable } from '../../../../shared/blog.contracts';
import { TextareaField } from '../../../components/form';
import { PageTabs } from '../../../components/ui/page-tabs';
import type { PostFormValues } from '../post-form-values';

type Tab = 'write' | 'preview';
const TABS = [
  { value: 'write', label: 'Write' },
  { value: 'preview', label: 'Preview' },
] as const;

/**
 * Classes for the server's sanitised HTML (no typography plugin in the app): headings, paragraphs, lists, quotes,
 * code and links read as they will on the public post.
 */
const ARTICLE = [
  'break-words text-base leading-relaxed [&>:first-child]:mt-0',
  '[&_h1]:mt-6 [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:mt-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3',
  '[&_img]:mt-3 [&_img]:max-w-full [&_img]:rounded-md [&_table]:mt-3 [&_table]:w-full [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2',
].join(' ');

/**
 * The Markdown body: Write is the textarea; Preview shows the HTML the server rendered and sanitised for the saved
 * post (no Markdown library in the browser, so the preview is exactly what the blog will show).
 */
export function BodyEditor({
  control,
  post,
  unsaved,
}: {
  control: Control<PostFormValues, unknown, unknown>;
  post: BlogPostEditable | null;
  unsaved: boolean;
}) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('write');
  return (
    <PageTabs idPrefix={id} label="Body" tabs={TABS} selected={tab} onSelect={setTab} layout="wrap">
      {tab === 'write' ? (
        <TextareaField
          control={control}
          name="body"
          label="Body (Markdown)"
          rows={18}
          maxLength={BLOG_BODY_MAX}
          className="grid content-start gap-2 [&_textarea]:font-mono"
          hint="Markdown: ## Heading, **bold**, *italic*, - list, [link](https://…). HTML is not allowed and is removed."
        />
      ) : !post ? (
        <p className="text-sm text-muted-foreground">Save the post to see its preview.</p>
      ) : (
        <div className="grid gap-3">
          {unsaved ? (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
              The preview shows the last saved version. Save to see your latest changes.
            </p>
          ) : null}
          <article
            data-testid="post-preview"
            className={ARTICLE}
            // The server's HTML: rendered from Markdown with raw HTML dropped and sanitised (blog.contracts).
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
        </div>
      )}
    </PageTabs>
  );
}
