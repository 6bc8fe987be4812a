import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithHeadOffice, type SignedUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, type Franchisee } from '../../test/ordering-fixture';
import { lesson, makeProgram } from '../../test/training-fixture';
import type { AuthoringProgram, LearnerModule } from '../../../shared/training.contracts';

/** Lessons reach the learner as the HTML of the blog's sanitised renderer (src/server/lib/markdown.ts). */
let t: TestApp;
let hq: SignedUp;
let learner: Franchisee;
let program: AuthoringProgram;

const HOSTILE =
  '## Steps\n\n- **Hot** oil\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[site](https://example.com) [bad](javascript:alert(1))';

beforeAll(async () => {
  ({ t, hq } = await createAppWithHeadOffice());
  const brandId = (await makeBrand(t, 'Siomai')).id;
  learner = await makeFranchisee(t, brandId);
  program = await makeProgram(t, hq.cookie, brandId, [{ title: 'Safety', lessons: [lesson('Frying', HOSTILE), lesson('Blank', '')] }]);
});
afterAll(async () => t?.close());

describe('lesson HTML', () => {
  it('renders the Markdown but never raw HTML, and drops unsafe links', async () => {
    const res = await api(t, learner.cookie).get(`/api/training/modules/${program.modules[0].id}`);
    expect(res.statusCode).toBe(200);
    const [frying, blank] = (res.json() as LearnerModule).lessons;
    expect(frying.body).toBe(HOSTILE);
    expect(frying.html).toContain('<h2>Steps</h2>');
    expect(frying.html).toContain('<strong>Hot</strong>');
    expect(frying.html).not.toMatch(/<script|<img|onerror|javascript:/);
    expect(frying.html).toContain('href="https://example.com"');
    expect(frying.html).toContain('rel="nofollow noopener noreferrer"');
    expect(blank.html).toBe('');
  });

  it('follows an edit of the body', async () => {
    const lessonId = program.modules[0].lessons[0].id;
    const edit = await api(t, hq.cookie).patch(`/api/training/manage/lessons/${lessonId}`, { body: 'Now *calm* frying.' });
    expect(edit.statusCode).toBe(200);
    const res = await api(t, learner.cookie).get(`/api/training/modules/${program.modules[0].id}`);
    expect((res.json() as LearnerModule).lessons[0].html).toContain('<em>calm</em>');
  });
});
