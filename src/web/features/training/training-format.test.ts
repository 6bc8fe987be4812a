import { describe, expect, it } from 'vitest';
import { lockedText, minutesText, moved, resumeLabel, unansweredIndexes, videoEmbedUrl } from './training-format';

describe('training format', () => {
  it('writes minutes and hours', () => {
    expect(minutesText(5)).toBe('5 min');
    expect(minutesText(60)).toBe('1 h');
    expect(minutesText(80)).toBe('1 h 20 min');
  });

  it('names the modules that lock a module', () => {
    expect(lockedText([{ id: 'a', title: 'Brand Orientation' }])).toBe('Complete Brand Orientation first');
    expect(
      lockedText([
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
        { id: 'c', title: 'C' },
      ]),
    ).toBe('Complete A, B and C first');
  });

  it('says Start before anything is done, Resume after, nothing when complete', () => {
    const resume = { moduleId: 'm', moduleTitle: 'M', lessonId: null, lessonTitle: null };
    expect(resumeLabel({ resume, modules: [{ state: 'available' }, { state: 'locked' }] as never })).toBe('Start');
    expect(resumeLabel({ resume, modules: [{ state: 'in_progress' }] as never })).toBe('Resume');
    expect(resumeLabel({ resume, modules: [{ state: 'completed' }, { state: 'available' }] as never })).toBe('Resume');
    expect(resumeLabel({ resume: null, modules: [{ state: 'completed' }] as never })).toBeNull();
  });

  it('embeds only well-formed YouTube and Vimeo links', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=bad"><script>')).toBeNull();
    expect(videoEmbedUrl('https://example.com/video.mp4')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(videoEmbedUrl('not a link')).toBeNull();
  });

  it('finds unanswered questions', () => {
    expect(unansweredIndexes([0, null, 2], 4)).toEqual([1, 3]);
    expect(unansweredIndexes([0, 1], 2)).toEqual([]);
  });

  it('moves an item up or down, never past the ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
