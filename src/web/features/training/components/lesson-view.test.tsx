import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LearnerLesson } from '../../../../shared/training.contracts';
import { LessonContent } from './lesson-view';

const lesson = (patch: Partial<LearnerLesson>): LearnerLesson => ({
  id: '11111111-1111-4111-8111-111111111111',
  position: 1,
  title: 'Plating',
  kind: 'text',
  body: '',
  videoUrl: null,
  file: null,
  estimatedMinutes: 5,
  completed: false,
  html: '',
  ...patch,
});

describe('lesson text', () => {
  it("shows the server's rendered HTML in the prose block, and nothing for an empty body", () => {
    const html = renderToStaticMarkup(<LessonContent lesson={lesson({ body: '**Hot** oil', html: '<p><strong>Hot</strong> oil</p>' })} />);
    expect(html).toContain('data-testid="lesson-markdown"');
    expect(html).toContain('<p><strong>Hot</strong> oil</p>');
    expect(renderToStaticMarkup(<LessonContent lesson={lesson({})} />)).not.toContain('lesson-markdown');
  });
});

describe('lesson content', () => {
  it('shows an image lesson from the file API with the title as alt text', () => {
    const html = renderToStaticMarkup(<LessonContent lesson={lesson({ kind: 'image', file: { name: 'plate.png', type: 'image/png' } })} />);
    expect(html).toContain('src="/api/training/lessons/11111111-1111-4111-8111-111111111111/file"');
    expect(html).toContain('alt="Plating"');
  });

  it('embeds a YouTube link (when the CSP allows it) and keeps the link itself in a new tab', () => {
    const video = lesson({ kind: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(renderToStaticMarkup(<LessonContent lesson={video} embedVideos={false} />)).not.toContain('<iframe');
    const html = renderToStaticMarkup(<LessonContent lesson={video} embedVideos />);
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('href="https://youtu.be/dQw4w9WgXcQ" target="_blank"');
  });

  it('only links any other video', () => {
    const html = renderToStaticMarkup(
      <LessonContent lesson={lesson({ kind: 'video', videoUrl: 'https://example.com/v.mp4' })} embedVideos />,
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://example.com/v.mp4"');
  });

  it('offers a document lesson as a download', () => {
    const html = renderToStaticMarkup(
      <LessonContent lesson={lesson({ kind: 'document', file: { name: 'checklist.pdf', type: 'application/pdf' } })} />,
    );
    expect(html).toContain('download="checklist.pdf"');
    expect(html).toContain('Download checklist.pdf');
  });
});
