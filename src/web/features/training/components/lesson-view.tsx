import { ExternalLink, FileDown } from 'lucide-react';
import type { LearnerLesson } from '../../../../shared/training.contracts';
import { Button } from '../../../components/ui/button';
import { lessonFileUrl } from '../training-files';
import { VIDEO_EMBEDS_ALLOWED, videoEmbedUrl } from '../training-format';
import { LessonMarkdown } from './lesson-markdown';

/**
 * One lesson's content by kind: Markdown text; an image from the lesson file API (its alt text the lesson's title);
 * a video link (a YouTube or Vimeo player when the link is one, and always the link itself, in a new tab); a
 * document to download. The body is the text, or the caption of the other kinds.
 */
export function LessonContent({ lesson, embedVideos = VIDEO_EMBEDS_ALLOWED }: { lesson: LearnerLesson; embedVideos?: boolean }) {
  const embed = embedVideos && lesson.kind === 'video' && lesson.videoUrl ? videoEmbedUrl(lesson.videoUrl) : null;
  return (
    <div className="grid gap-4">
      {lesson.kind === 'image' && lesson.file ? (
        <img
          src={lessonFileUrl(lesson.id)}
          alt={lesson.title}
          className="max-h-[28rem] w-auto max-w-full rounded-lg border border-border object-contain"
          data-testid="lesson-image"
        />
      ) : null}
      {lesson.kind === 'video' && lesson.videoUrl ? (
        <div className="grid gap-2">
          {embed ? (
            <div className="aspect-video w-full overflow-hidden rounded-lg border border-border bg-black">
              <iframe
                src={embed}
                title={`Video: ${lesson.title}`}
                className="size-full"
                allow="encrypted-media; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
                sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              />
            </div>
          ) : null}
          <p>
            <a
              href={lesson.videoUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
              data-testid="lesson-video-link"
            >
              <ExternalLink aria-hidden className="size-4" />
              Watch the video
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      ) : null}
      {lesson.html ? <LessonMarkdown html={lesson.html} /> : null}
      {lesson.kind === 'document' && lesson.file ? (
        <div>
          <Button asChild variant="outline">
            <a href={lessonFileUrl(lesson.id)} download={lesson.file.name} data-testid="lesson-document">
              <FileDown aria-hidden />
              Download {lesson.file.name}
            </a>
          </Button>
        </div>
      ) : null}
      {(lesson.kind === 'image' || lesson.kind === 'document') && !lesson.file ? (
        <p className="text-sm text-muted-foreground">The file of this lesson is not available.</p>
      ) : null}
    </div>
  );
}
