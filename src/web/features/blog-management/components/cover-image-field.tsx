import { useId, useState } from 'react';
import { ImageOff, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { BlogPostEditable } from '../../../../shared/blog.contracts';
import { FileField, IMAGE_RULES, useFileUpload } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { imageContentProblem } from '../../../lib/upload-image';
import { useRemoveCover, useUploadCover } from '../post-writes';

/**
 * The cover image of a saved post: choosing a JPG or PNG uploads it at once (with progress); Remove takes it off.
 * A new post has no id to upload to yet, so it says to save first.
 */
export function CoverImageField({ post }: { post: BlogPostEditable | null }) {
  const upload = useFileUpload();
  const send = useUploadCover();
  const remove = useRemoveCover();
  const [picker, setPicker] = useState(0);
  const noteId = useId();
  if (!post)
    return (
      <p id={noteId} className="text-sm text-muted-foreground">
        Save the post first, then add a cover image.
      </p>
    );

  const onFile = async (file: File | null) => {
    upload.setError(null);
    if (!file) return;
    try {
      await upload.run((onProgress) => send.mutateAsync({ id: post.id, file, onProgress }), 'The cover image could not be uploaded.');
      toast.success('Cover image uploaded');
    } catch {
      // The message is under the picker (useFileUpload keeps it).
    } finally {
      setPicker((n) => n + 1);
    }
  };
  const onRemove = async () => {
    try {
      await remove.mutateAsync(post.id);
      toast.success('Cover image removed');
    } catch (error) {
      toast.error(errorMessage(error, 'The cover image could not be removed.'));
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start gap-4">
        <div className="grid aspect-[16/9] w-full max-w-xs place-items-center overflow-hidden rounded-md border border-border bg-muted text-muted-foreground">
          {post.coverUrl ? (
            <img src={post.coverUrl} alt={`Cover of ${post.title}`} className="size-full object-cover" data-testid="cover-preview" />
          ) : (
            <span className="grid justify-items-center gap-1 text-sm">
              <ImageOff aria-hidden className="size-6" />
              No cover image
            </span>
          )}
        </div>
        {post.coverUrl ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void onRemove()}
            disabled={remove.isPending || upload.progress !== null}
          >
            <Trash2 aria-hidden />
            {remove.isPending ? 'Removing…' : 'Remove cover'}
          </Button>
        ) : null}
      </div>
      <FileField
        key={picker}
        label={post.coverUrl ? 'Replace cover image' : 'Cover image'}
        hint="JPG or PNG, at most 5 MB. Uploaded as soon as you choose it."
        rules={IMAGE_RULES}
        check={imageContentProblem}
        onFileChange={(file) => void onFile(file)}
        progress={upload.progress}
        error={upload.error}
      />
    </div>
  );
}
