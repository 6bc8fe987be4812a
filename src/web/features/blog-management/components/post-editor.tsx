import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  BLOG_CATEGORIES,
  BLOG_EXCERPT_MAX,
  BLOG_MESSAGES,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  readMinutes,
  type BlogPostEditable,
  type BlogPostWriteInput,
} from '../../../../shared/blog.contracts';
import { paths } from '../../../../shared/routes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EnumSelectField, FormBody, FormFooter, SwitchField, TextField, TextareaField, useAppForm } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { errorMessage, fieldErrorsOf, isApiError } from '../../../lib/api-client';
import { emptyPost, POST_LABELS, postResolver, postToFormValues, postSlug, splitTags, type PostFormValues } from '../post-form-values';
import { useCreatePost, useDeletePost, usePublishPost, useUnpublishPost, useUpdatePost } from '../post-writes';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { BodyEditor } from './body-editor';
import { CoverImageField } from './cover-image-field';
import { PostStatusBar } from './post-status-bar';
import { ScheduleDialog } from './schedule-dialog';

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((c) => ({ value: c, label: c }));
const backClass = 'inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline';

/**
 * The post editor for a new post (post null) and a saved one: details, the Markdown body with the server's preview,
 * the cover image, and (once saved) publish, schedule, unpublish and delete. Saving never changes the status;
 * publishing or scheduling with unsaved changes saves them first.
 */
export function PostEditor({ post }: { post: BlogPostEditable | null }) {
  const navigate = useNavigate();
  const create = useCreatePost();
  const update = useUpdatePost();
  const publish = usePublishPost();
  const unpublish = useUnpublishPost();
  const remove = useDeletePost();
  const form = useAppForm<PostFormValues, BlogPostWriteInput>(postResolver, post ? postToFormValues(post) : emptyPost(), {
    labels: POST_LABELS,
  });
  const { control } = form;
  // A new post's slug follows its title until the person edits the slug themselves.
  const [slugTouched, setSlugTouched] = useState(post !== null);
  const [scheduling, setScheduling] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const dirty = form.formState.isDirty;
  useLeaveGuard(dirty);
  const body = useWatch({ control, name: 'body' });
  const slug = useWatch({ control, name: 'slug' });
  const tags = splitTags(useWatch({ control, name: 'tags' }) ?? '');

  /** Creates or updates; a taken slug (409) is said beside the slug. Null when the answer was shown on a field. */
  const save = async (data: BlogPostWriteInput): Promise<BlogPostEditable | null> => {
    try {
      const saved = post ? await update.mutateAsync({ id: post.id, body: data }) : await create.mutateAsync(data);
      form.reset(postToFormValues(saved));
      return saved;
    } catch (error) {
      if (isApiError(error) && error.status === 409 && Object.keys(fieldErrorsOf(error)).length === 0) {
        form.setError('slug', { type: 'server', message: error.message || BLOG_MESSAGES.slugTaken }, { shouldFocus: true });
        return null;
      }
      throw error;
    }
  };

  const onSave = form.submit(async (data) => {
    const saved = await save(data);
    if (!saved) return;
    toast.success(post ? 'Post saved' : 'Draft saved', { description: saved.title });
    if (!post) void navigate(paths.blogPostEdit(saved.id), { replace: true });
  }, 'The post could not be saved.');

  /** Saves unsaved changes first, then runs `next` on the saved post. */
  const thenSaved = (next: (saved: BlogPostEditable) => Promise<void> | void, fallback: string) =>
    form.submit(async (data) => {
      const saved = form.formState.isDirty || !post ? await save(data) : post;
      if (saved) await next(saved);
    }, fallback);

  const onPublish = thenSaved(async (saved) => {
    const live = await publish.mutateAsync({ id: saved.id, publishAt: null });
    toast.success('Post published', { description: live.title });
  }, 'The post could not be published.');
  const onSchedule = thenSaved(() => setScheduling(true), 'The post could not be saved.');
  const onUnpublish = async () => {
    if (!post) return;
    try {
      const saved = await unpublish.mutateAsync(post.id);
      toast.success('Post unpublished', { description: saved.title });
    } catch (error) {
      form.setFormError(errorMessage(error, 'The post could not be unpublished.'));
    }
  };
  const onDelete = async () => {
    if (!post) return;
    try {
      await remove.mutateAsync(post.id);
      form.reset(form.getValues());
      toast.success('Post deleted', { description: post.title });
      void navigate(paths.blogManagement);
    } catch (error) {
      form.setFormError(errorMessage(error, 'The post could not be deleted.'));
    }
  };

  const busy = form.formState.isSubmitting || publish.isPending || unpublish.isPending || remove.isPending;
  const minutes = readMinutes(body ?? '');

  return (
    <section className="grid gap-2">
      <Link
        to={paths.blogManagement}
        className={backClass}
        onClick={(event) => {
          if (!dirty) return;
          event.preventDefault();
          setLeaving(true);
        }}
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Blog Posts
      </Link>
      <PageHeader
        title={post ? post.title : 'New blog post'}
        description={
          <span data-testid="read-time">
            {minutes} min read{dirty ? ' · unsaved changes' : ''}
          </span>
        }
      />
      <div className="grid gap-6">
        {post ? (
          <PostStatusBar
            post={post}
            busy={busy}
            onPublish={() => void onPublish()}
            onSchedule={() => void onSchedule()}
            onUnpublish={() => void onUnpublish()}
            onDelete={onDelete}
            deleting={remove.isPending}
          />
        ) : null}
        <FormBody
          onSubmit={onSave}
          formError={form.formError}
          label="Blog post"
          className="grid gap-6"
          footer={
            <FormFooter
              className="sticky bottom-0 z-10 border-t border-border bg-background/95 py-3 backdrop-blur"
              submitLabel={post ? 'Save changes' : 'Save draft'}
              pendingLabel="Saving…"
              pending={busy}
            />
          }
        >
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="grid gap-6">
              <SectionCard title="Post" contentClassName="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
                <TextField
                  control={control}
                  name="title"
                  label="Title"
                  maxLength={BLOG_TITLE_MAX}
                  onChange={(event) => {
                    if (slugTouched) return;
                    // After a failed save the slug's message must follow its new value.
                    form.setValue('slug', postSlug(event.target.value), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
                  }}
                />
                <TextField
                  control={control}
                  name="slug"
                  label="Slug"
                  maxLength={120}
                  autoCapitalize="off"
                  spellCheck={false}
                  hint={`The post's address: /blog/${slug || 'your-post'}`}
                  onChange={(event) => setSlugTouched(event.target.value !== '')}
                />
                <TextareaField
                  control={control}
                  name="excerpt"
                  label="Excerpt"
                  rows={3}
                  maxLength={BLOG_EXCERPT_MAX}
                  hint="One or two sentences for the blog list and search results."
                />
              </SectionCard>
              <SectionCard title="Body">
                <BodyEditor control={control} post={post} unsaved={dirty} />
              </SectionCard>
            </div>
            <div className="grid gap-6">
              <SectionCard title="Details" contentClassName="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
                <EnumSelectField control={control} name="category" label="Category" options={CATEGORY_OPTIONS} placeholder="Choose…" />
                <TextField
                  control={control}
                  name="tags"
                  label="Tags"
                  placeholder="kiosk, first-time owners"
                  hint={`Separate tags with commas; at most ${BLOG_TAGS_MAX}.`}
                />
                {tags.length > 0 ? (
                  <ul aria-label="Tags as they will show" className="-mt-2 flex flex-wrap gap-1.5">
                    {tags.map((t, i) => (
                      <li key={`${t}-${i}`} className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                        {t.toLowerCase()}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <TextField
                  control={control}
                  name="authorName"
                  label="Author"
                  maxLength={120}
                  hint="Shown on the post. Leave blank to use your own name."
                />
                <SwitchField control={control} name="featured" label="Featured" note={(on) => (on ? 'Shown first on the blog.' : null)} />
              </SectionCard>
              <SectionCard title="Cover image">
                <CoverImageField post={post} />
              </SectionCard>
            </div>
          </div>
        </FormBody>
      </div>
      <ScheduleDialog post={scheduling ? post : null} onClose={() => setScheduling(false)} />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title="Leave without saving?"
        description="Your changes to this post have not been saved."
        confirmLabel="Leave"
        cancelLabel="Keep editing"
        onConfirm={() => {
          form.reset(form.getValues());
          setLeaving(false);
          void navigate(paths.blogManagement);
        }}
      />
    </section>
  );
}
