import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createAppWithHeadOffice, notificationsTo, type SignedUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, type Franchisee } from '../../test/ordering-fixture';
import { tinyPng } from '../../test/image-fixture';
import { pdfPages } from '../../test/pdf-text';
import { createProgram, lesson, makeProgram, question, readAllLessons, rightAnswers, uploadLessonFile } from '../../test/training-fixture';
import { notifications, trainingEnrolments, trainingPrograms, trainingQuizAttempts } from '../../db/schema';
import { overdueReminderUrl, trainingOverdueJob } from './overdue-reminder.job';
import {
  TRAINING_MESSAGES,
  TRAINING_QUIZ_LIMITS,
  type AuthoringProgram,
  type LearnerModule,
  type LearnerOverview,
  type LocationCompletionList,
  type PersonCompletionList,
  type QuizResult,
  type TrainingSummary,
} from '../../../shared/training.contracts';

let t: TestApp;
let hq: SignedUp;
let admin: SignedUp;
let plainUser: SignedUp;
let brandId: string;
let otherBrandId: string;
let learner: Franchisee;
let stranger: Franchisee;
let program: AuthoringProgram;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** Moves a learner's attempts back past the cool-down (still today), as if they had waited. */
const cooledDown = (userId: string) =>
  t.db
    .update(trainingQuizAttempts)
    .set({ createdAt: sql`${trainingQuizAttempts.createdAt} - make_interval(secs => ${TRAINING_QUIZ_LIMITS.cooldownSeconds + 1})` })
    .where(eq(trainingQuizAttempts.userId, userId));
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string; details?: { fieldErrors?: Record<string, string[]> } } }).error;

beforeAll(async () => {
  ({ t, hq, admin, plainUser } = await createAppWithHeadOffice());
  brandId = (await makeBrand(t, 'Siomai')).id;
  otherBrandId = (await makeBrand(t, 'Coffee')).id;
  learner = await makeFranchisee(t, brandId);
  stranger = await makeFranchisee(t, otherBrandId);
  program = await makeProgram(t, hq.cookie, brandId, [
    {
      title: 'Brand Orientation',
      lessons: [lesson('Our story'), lesson('Our values')],
      questions: [question('Who are we?', 1, ['A bank', 'A siomai brand', 'A school']), question('Since when?', 0, ['2010', '1990'])],
      passMarkPercent: 100,
    },
    { title: 'Product Preparation', lessons: [lesson('Steaming'), lesson('Plating')] },
    { title: 'Certification Quiz', lessons: [lesson('Before the quiz')], questions: [question('Ready?', 2, ['No', 'Maybe', 'Yes'])] },
  ]);
});
afterAll(async () => t?.close());

describe('training permissions', () => {
  it('refuses authoring writes to franchisee, admin and user (403) and reads to franchisee and user', async () => {
    for (const who of [learner, admin, plainUser]) {
      expect((await api(t, who.cookie).post('/api/training/manage/programs', { brandId, title: 'X' })).statusCode).toBe(403);
      expect((await api(t, who.cookie).patch(`/api/training/manage/programs/${program.id}`, { title: 'X' })).statusCode).toBe(403);
      expect(
        (await api(t, who.cookie).post(`/api/training/manage/modules/${program.modules[0].id}/questions`, question('Q'))).statusCode,
      ).toBe(403);
      expect((await api(t, who.cookie).del(`/api/training/manage/lessons/${program.modules[0].lessons[0].id}`)).statusCode).toBe(403);
    }
    for (const who of [learner, plainUser]) {
      expect((await api(t, who.cookie).get('/api/training/manage/programs')).statusCode).toBe(403);
      expect((await api(t, who.cookie).get(`/api/training/manage/programs/${program.id}`)).statusCode).toBe(403);
      expect((await api(t, who.cookie).get('/api/training/reports/locations')).statusCode).toBe(403);
      expect((await api(t, who.cookie).get('/api/training/reports/people')).statusCode).toBe(403);
    }
    expect((await api(t, null).get('/api/training')).statusCode).toBe(401);
  });

  it('lets admin read programmes (with the answer key) and reports', async () => {
    const res = await api(t, admin.cookie).get(`/api/training/manage/programs/${program.id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as AuthoringProgram).modules[0].questions.map((q) => q.correctIndex)).toEqual([1, 0]);
    const list = await api(t, admin.cookie).get(`/api/training/manage/programs?brandId=${brandId}`);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: program.id, status: 'published', moduleCount: 3, lessonCount: 5 }] });
    expect((await api(t, admin.cookie).get('/api/training/reports/people')).statusCode).toBe(200);
  });

  it('refuses the learner routes to franchisor, admin and user', async () => {
    const m = program.modules[0];
    for (const who of [hq, admin, plainUser]) {
      const a = api(t, who.cookie);
      expect((await a.get('/api/training')).statusCode).toBe(403);
      expect((await a.get('/api/training/summary')).statusCode).toBe(403);
      expect((await a.get(`/api/training/modules/${m.id}`)).statusCode).toBe(403);
      expect((await a.post(`/api/training/lessons/${m.lessons[0].id}/complete`)).statusCode).toBe(403);
      expect((await a.post(`/api/training/modules/${m.id}/quiz`, { answers: [1, 0] })).statusCode).toBe(403);
      expect((await a.get(`/api/training/programs/${program.id}/certificate`)).statusCode).toBe(403);
    }
  });
});

describe('authoring rules', () => {
  it('refuses to publish an empty programme or one with a module without lessons (409)', async () => {
    const hqApi = api(t, hq.cookie);
    const p = await createProgram(t, hq.cookie, brandId, 'Empty');
    let res = await hqApi.patch(`/api/training/manage/programs/${p.id}`, { status: 'published' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.publishNeedsModules);
    await hqApi.post(`/api/training/manage/programs/${p.id}/modules`, { title: 'Lonely module' });
    res = await hqApi.patch(`/api/training/manage/programs/${p.id}`, { status: 'published' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.publishNeedsLessons(['Lonely module']));
    // still a draft, so it may be deleted
    expect((await hqApi.del(`/api/training/manage/programs/${p.id}`)).statusCode).toBe(200);
    expect((await hqApi.get(`/api/training/manage/programs/${p.id}`)).statusCode).toBe(404);
  });

  it('deletes only drafts', async () => {
    const res = await api(t, hq.cookie).del(`/api/training/manage/programs/${program.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.deleteOnlyDrafts);
  });

  it('checks prerequisites: not itself, same programme, no cycles (422)', async () => {
    const hqApi = api(t, hq.cookie);
    const [a, b, c] = program.modules;
    let res = await hqApi.put(`/api/training/manage/modules/${a.id}/prerequisites`, { requiredModuleIds: [a.id] });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.prerequisiteSelf);
    const other = await makeProgram(t, hq.cookie, brandId, [{ title: 'Elsewhere' }], { publish: false, title: 'Other' });
    res = await hqApi.put(`/api/training/manage/modules/${a.id}/prerequisites`, { requiredModuleIds: [other.modules[0].id] });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.prerequisiteOtherProgram);
    // c requires b requires a: a requiring c closes the circle
    res = await hqApi.put(`/api/training/manage/modules/${a.id}/prerequisites`, { requiredModuleIds: [c.id] });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.prerequisiteCycle);
    const after = (await hqApi.get(`/api/training/manage/programs/${program.id}`)).json() as AuthoringProgram;
    expect(after.modules.map((m) => m.prerequisiteIds)).toEqual([[], [a.id], [b.id]]);
  });

  it('validates quiz questions: 2–6 options and a correct index among them', async () => {
    const hqApi = api(t, hq.cookie);
    const m = program.modules[1];
    for (const bad of [
      { prompt: 'Q', options: ['Only one'], correctIndex: 0 },
      { prompt: 'Q', options: ['1', '2', '3', '4', '5', '6', '7'], correctIndex: 0 },
      { prompt: 'Q', options: ['a', 'b'], correctIndex: 2 },
      { prompt: 'Q', options: ['a', ''], correctIndex: 0 },
      { prompt: '', options: ['a', 'b'], correctIndex: 0 },
    ]) {
      expect((await hqApi.post(`/api/training/manage/modules/${m.id}/questions`, bad)).statusCode).toBe(422);
    }
    const q = program.modules[0].questions[1];
    const res = await hqApi.patch(`/api/training/manage/questions/${q.id}`, { correctIndex: 3 });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).details?.fieldErrors?.correctIndex).toEqual([TRAINING_MESSAGES.correctIndexOutOfRange]);
  });

  it('accepts only http(s) video links and JPG/PNG images, private documents', async () => {
    const hqApi = api(t, hq.cookie);
    const draft = await makeProgram(t, hq.cookie, brandId, [{ title: 'Media' }], { publish: false, title: 'Media programme' });
    const moduleId = draft.modules[0].id;
    for (const videoUrl of ['javascript:alert(1)', 'ftp://example.com/a.mp4', 'not a url']) {
      expect(
        (await hqApi.post(`/api/training/manage/modules/${moduleId}/lessons`, { title: 'V', kind: 'video', videoUrl })).statusCode,
      ).toBe(422);
    }
    expect((await hqApi.post(`/api/training/manage/modules/${moduleId}/lessons`, { title: 'V', kind: 'video' })).statusCode).toBe(422);
    let p = (
      await hqApi.post(`/api/training/manage/modules/${moduleId}/lessons`, {
        title: 'V',
        kind: 'video',
        videoUrl: 'https://videos.example.com/x',
      })
    ).json() as AuthoringProgram;
    expect(p.modules[0].lessons.at(-1)).toMatchObject({ kind: 'video', videoUrl: 'https://videos.example.com/x' });

    p = (
      await hqApi.post(`/api/training/manage/modules/${moduleId}/lessons`, { title: 'Picture', kind: 'image' })
    ).json() as AuthoringProgram;
    const image = p.modules[0].lessons.at(-1)!;
    // a file lesson without its file blocks publishing
    const blocked = await hqApi.patch(`/api/training/manage/programs/${draft.id}`, { status: 'published' });
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked).message).toBe(TRAINING_MESSAGES.publishNeedsFiles(['Picture']));
    let res = await uploadLessonFile(t, hq.cookie, image.id, 'scan.pdf', PDF, 'application/pdf');
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.imageWrongType);
    res = await uploadLessonFile(t, learner.cookie, image.id, 'a.png', tinyPng(), 'image/png');
    expect(res.statusCode).toBe(403);
    res = await uploadLessonFile(t, hq.cookie, image.id, 'steamer.png', tinyPng(), 'image/png');
    expect(res.statusCode).toBe(200);
    expect((res.json() as AuthoringProgram).modules[0].lessons.at(-1)!.file).toEqual({ name: 'steamer.png', type: 'image/png' });
    const text = p.modules[0].lessons[0];
    res = await uploadLessonFile(t, hq.cookie, text.id, 'a.png', tinyPng(), 'image/png');
    expect(res.statusCode).toBe(422);
    const file = await api(t, admin.cookie).get(`/api/training/manage/lessons/${image.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(tinyPng())).toBe(true);
    expect(file.headers['content-disposition']).toContain('attachment');
    // the draft is invisible to learners
    expect((await api(t, learner.cookie).get(`/api/training/lessons/${image.id}/file`)).statusCode).toBe(404);
  });

  it('reorders modules and lessons, refusing a list that is not the whole set', async () => {
    const hqApi = api(t, hq.cookie);
    const draft = await makeProgram(t, hq.cookie, brandId, [{ title: 'One', lessons: [lesson('a'), lesson('b')] }, { title: 'Two' }], {
      publish: false,
      chain: false,
      title: 'Order',
    });
    const [one, two] = draft.modules;
    expect((await hqApi.put(`/api/training/manage/programs/${draft.id}/module-order`, { ids: [two.id] })).statusCode).toBe(422);
    let p = (
      await hqApi.put(`/api/training/manage/programs/${draft.id}/module-order`, { ids: [two.id, one.id] })
    ).json() as AuthoringProgram;
    expect(p.modules.map((m) => m.title)).toEqual(['Two', 'One']);
    p = (
      await hqApi.put(`/api/training/manage/modules/${one.id}/lesson-order`, { ids: [one.lessons[1].id, one.lessons[0].id] })
    ).json() as AuthoringProgram;
    expect(p.modules[1].lessons.map((l) => l.title)).toEqual(['b', 'a']);
    // archived programmes are read-only until set back to draft
    await hqApi.patch(`/api/training/manage/programs/${draft.id}`, { status: 'archived' });
    const res = await hqApi.patch(`/api/training/manage/modules/${one.id}`, { title: 'Renamed' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.archivedReadOnly);
  });
});

describe('learning', () => {
  const noAnswerKey = (body: string) => {
    expect(body).not.toContain('correctIndex');
    expect(body).not.toContain('correct_index');
    expect(body).not.toMatch(/"correct"/);
  };

  it('shows the programme with states, percentages and a resume pointer; enrols on first view', async () => {
    const res = await api(t, learner.cookie).get('/api/training');
    expect(res.statusCode).toBe(200);
    noAnswerKey(res.body);
    const { items } = res.json() as LearnerOverview;
    expect(items).toHaveLength(1);
    const p = items[0];
    expect(p).toMatchObject({
      id: program.id,
      percent: 0,
      modulesCompleted: 0,
      modulesTotal: 3,
      certificateAvailable: false,
      overdue: false,
    });
    expect(p.modules.map((m) => m.state)).toEqual(['available', 'locked', 'locked']);
    expect(p.modules[1].lockedBy).toEqual([{ id: program.modules[0].id, title: 'Brand Orientation' }]);
    expect(p.resume).toEqual({
      moduleId: program.modules[0].id,
      moduleTitle: 'Brand Orientation',
      lessonId: program.modules[0].lessons[0].id,
      lessonTitle: 'Our story',
    });
    const [e] = await t.db
      .select()
      .from(trainingEnrolments)
      .where(and(eq(trainingEnrolments.userId, learner.userId), eq(trainingEnrolments.programId, program.id)));
    expect(e.firstSeenAt).toBeInstanceOf(Date);
  });

  it('refuses a locked module and its lessons (409 naming what to complete first)', async () => {
    const locked = program.modules[1];
    let res = await api(t, learner.cookie).get(`/api/training/modules/${locked.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.moduleLocked(['Brand Orientation']));
    res = await api(t, learner.cookie).post(`/api/training/lessons/${locked.lessons[0].id}/complete`);
    expect(res.statusCode).toBe(409);
    res = await api(t, learner.cookie).post(`/api/training/modules/${program.modules[2].id}/quiz`, { answers: [2] });
    expect(res.statusCode).toBe(409);
  });

  it('sends the module without answers, records lessons read, grades the quiz on the server', async () => {
    const m = program.modules[0];
    const a = api(t, learner.cookie);
    let res = await a.get(`/api/training/modules/${m.id}`);
    expect(res.statusCode).toBe(200);
    noAnswerKey(res.body);
    const mod = res.json() as LearnerModule;
    expect(mod.quiz?.questions).toEqual([
      { id: m.questions[0].id, position: 1, prompt: 'Who are we?', options: ['A bank', 'A siomai brand', 'A school'] },
      { id: m.questions[1].id, position: 2, prompt: 'Since when?', options: ['2010', '1990'] },
    ]);
    expect(mod).toMatchObject({ state: 'available', percent: 0, passMarkPercent: 100, nextModule: { title: 'Product Preparation' } });

    // the quiz waits for the lessons
    res = await a.post(`/api/training/modules/${m.id}/quiz`, { answers: [1, 0] });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.lessonsFirst);

    res = await a.post(`/api/training/lessons/${m.lessons[0].id}/complete`);
    expect(res.statusCode).toBe(200);
    noAnswerKey(res.body);
    expect(res.json()).toMatchObject({ state: 'in_progress', lessonsCompleted: 1, lastLessonId: m.lessons[0].id, percent: 33 });
    const overview = (await a.get('/api/training')).json() as LearnerOverview;
    expect(overview.items[0].resume).toMatchObject({ moduleId: m.id, lessonId: m.lessons[1].id });
    await readAllLessons(t, learner.cookie, [m.lessons[1].id]);

    res = await a.post(`/api/training/modules/${m.id}/quiz`, { answers: [1] });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.answersCount(2));
    res = await a.post(`/api/training/modules/${m.id}/quiz`, { answers: [1, 5] });
    expect(res.statusCode).toBe(422);

    res = await a.post(`/api/training/modules/${m.id}/quiz`, { answers: [0, 0] });
    expect(res.statusCode).toBe(200);
    const failed = res.json() as QuizResult;
    expect(failed).toMatchObject({
      scorePercent: 50,
      passed: false,
      passMarkPercent: 100,
      correctCount: 1,
      questionCount: 2,
      moduleCompleted: false,
    });
    // Issue 32: the score only, not which answers were right (that would let the key be searched question by question).
    expect(failed.results).toBeNull();
    expect(failed.attempts).toMatchObject({ perDay: TRAINING_QUIZ_LIMITS.attemptsPerDay, usedToday: 1, limitReached: false });
    expect(Date.parse(failed.attempts.nextAttemptAt!)).toBeGreaterThan(Date.now());
    expect(failed.module.state).toBe('in_progress');

    // The cool-down: the next attempt is refused (429, Retry-After, the catalogue's message) and not recorded.
    res = await a.post(`/api/training/modules/${m.id}/quiz`, { answers: rightAnswers(m) });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(TRAINING_QUIZ_LIMITS.cooldownSeconds);
    expect(errorOf(res)).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Wait \d+ seconds? before your next attempt/),
    });
    expect((await a.get(`/api/training/modules/${m.id}`)).json().quiz.attempts).toMatchObject({ usedToday: 1, limitReached: false });
    await cooledDown(learner.userId);

    res = await a.post(`/api/training/modules/${m.id}/quiz`, { answers: rightAnswers(m) });
    const passed = res.json() as QuizResult;
    expect(passed).toMatchObject({
      scorePercent: 100,
      passed: true,
      moduleCompleted: true,
      programCompleted: false,
      certificateAvailable: false,
    });
    expect(passed.results!.map((r) => r.correctIndex)).toEqual(rightAnswers(m));
    expect(passed.attempts).toMatchObject({ usedToday: 2, limitReached: false, nextAttemptAt: null });
    expect(passed.module).toMatchObject({ state: 'completed', percent: 100, bestScorePercent: 100 });

    const after = ((await a.get('/api/training')).json() as LearnerOverview).items[0];
    expect(after.modules.map((x) => x.state)).toEqual(['completed', 'available', 'locked']);
    expect(after).toMatchObject({ modulesCompleted: 1, percent: 33 });
    const summary = (await a.get('/api/training/summary')).json() as TrainingSummary;
    expect(summary).toMatchObject({
      programId: program.id,
      percent: 33,
      modulesCompleted: 1,
      modulesTotal: 3,
      nextModule: { id: program.modules[1].id, title: 'Product Preparation' },
      programCount: 1,
    });
  });

  it('limits attempts per day and names the wrong questions only after the last one (issue 32)', async () => {
    const m = program.modules[0];
    const guesser = await makeFranchisee(t, brandId);
    const a = api(t, guesser.cookie);
    await readAllLessons(
      t,
      guesser.cookie,
      m.lessons.map((l) => l.id),
    );
    const perDay = TRAINING_QUIZ_LIMITS.attemptsPerDay;
    let last: QuizResult | null = null;
    for (let i = 1; i <= perDay; i += 1) {
      const res = await a.post(`/api/training/modules/${m.id}/quiz`, { answers: [0, 0] });
      expect(res.statusCode).toBe(200);
      last = res.json() as QuizResult;
      expect(last).toMatchObject({ passed: false, scorePercent: 50, attempts: { usedToday: i, limitReached: i === perDay } });
      if (i < perDay) {
        expect(last.results).toBeNull();
        await cooledDown(guesser.userId);
      }
    }
    // After the day's last attempt: which were wrong, never what is right.
    expect(last!.results).toEqual([
      { questionId: m.questions[0].id, chosenIndex: 0, correct: false, correctIndex: null },
      { questionId: m.questions[1].id, chosenIndex: 0, correct: true, correctIndex: null },
    ]);
    await cooledDown(guesser.userId);
    const res = await a.post(`/api/training/modules/${m.id}/quiz`, { answers: rightAnswers(m) });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.quizDailyLimit(perDay));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const mod = (await a.get(`/api/training/modules/${m.id}`)).json() as LearnerModule;
    expect(mod.quiz!.attempts).toMatchObject({ usedToday: perDay, limitReached: true });
    expect(mod.quiz!.attemptCount).toBe(perDay);

    // Head office sees the attempts per learner.
    const people = (
      await api(t, hq.cookie).get(`/api/training/reports/people?programId=${program.id}&search=${encodeURIComponent(guesser.email)}`)
    ).json() as PersonCompletionList;
    expect(people.items).toHaveLength(1);
    expect(people.items[0]).toMatchObject({ userId: guesser.userId, quizAttempts: perDay, quizAttemptsToday: perDay });
  });

  it('refuses the certificate before 100 %, then completes the programme and serves the PDF', async () => {
    const a = api(t, learner.cookie);
    let res = await a.get(`/api/training/programs/${program.id}/certificate`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TRAINING_MESSAGES.certificateNotReady);

    const [, second, last] = program.modules;
    await readAllLessons(
      t,
      learner.cookie,
      second.lessons.map((l) => l.id),
    );
    const mid = ((await a.get('/api/training')).json() as LearnerOverview).items[0];
    expect(mid.modules.map((x) => x.state)).toEqual(['completed', 'completed', 'available']);
    await readAllLessons(
      t,
      learner.cookie,
      last.lessons.map((l) => l.id),
    );
    const result = (await a.post(`/api/training/modules/${last.id}/quiz`, { answers: rightAnswers(last) })).json() as QuizResult;
    expect(result).toMatchObject({ passed: true, moduleCompleted: true, programCompleted: true, certificateAvailable: true });

    const done = ((await a.get('/api/training')).json() as LearnerOverview).items[0];
    expect(done).toMatchObject({ percent: 100, modulesCompleted: 3, certificateAvailable: true, resume: null });
    expect(done.certificateNumber).toMatch(/^TRN-\d{8}-[0-9A-F]{8}$/);

    res = await a.get(`/api/training/programs/${program.id}/certificate`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const pages = pdfPages(res.rawPayload);
    expect(pages).toHaveLength(1);
    const text = pages.join(' ');
    expect(text).toContain('Franchisee Tester');
    expect(text).toContain('Orientation');
    expect(text).toContain(done.certificateNumber!);

    // retaking a quiz later never issues a second certificate number
    await a.post(`/api/training/modules/${last.id}/quiz`, { answers: rightAnswers(last) });
    const again = ((await a.get('/api/training')).json() as LearnerOverview).items[0];
    expect(again.certificateNumber).toBe(done.certificateNumber);
    expect((await a.get('/api/training/summary')).json()).toMatchObject({ percent: 100, certificateAvailable: true, nextModule: null });
  });

  it('shows another brand’s franchisee nothing: 404 for modules, lessons, files and certificates', async () => {
    const a = api(t, stranger.cookie);
    expect(((await a.get('/api/training')).json() as LearnerOverview).items).toEqual([]);
    expect((await a.get('/api/training/summary')).json()).toMatchObject({ programId: null, programCount: 0 });
    const m = program.modules[0];
    expect((await a.get(`/api/training/modules/${m.id}`)).statusCode).toBe(404);
    expect((await a.post(`/api/training/lessons/${m.lessons[0].id}/complete`)).statusCode).toBe(404);
    expect((await a.post(`/api/training/modules/${m.id}/quiz`, { answers: [1, 0] })).statusCode).toBe(404);
    expect((await a.get(`/api/training/programs/${program.id}/certificate`)).statusCode).toBe(404);
  });

  it('streams a published lesson file to its brand’s learners only', async () => {
    const hqApi = api(t, hq.cookie);
    let p = await makeProgram(t, hq.cookie, brandId, [{ title: 'Handbook' }], { publish: false, title: 'Handbook programme' });
    p = (
      await hqApi.post(`/api/training/manage/modules/${p.modules[0].id}/lessons`, {
        title: 'Manual',
        kind: 'document',
        body: 'Read the manual.',
      })
    ).json() as AuthoringProgram;
    const doc = p.modules[0].lessons.at(-1)!;
    expect((await uploadLessonFile(t, hq.cookie, doc.id, 'manual.pdf', PDF, 'application/pdf')).statusCode).toBe(200);
    expect((await hqApi.patch(`/api/training/manage/programs/${p.id}`, { status: 'published' })).statusCode).toBe(200);
    const res = await api(t, learner.cookie).get(`/api/training/lessons/${doc.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-disposition']).toContain('manual.pdf');
    expect((await api(t, stranger.cookie).get(`/api/training/lessons/${doc.id}/file`)).statusCode).toBe(404);
    const mod = (await api(t, learner.cookie).get(`/api/training/modules/${p.modules[0].id}`)).json() as LearnerModule;
    expect(mod.lessons.at(-1)).toMatchObject({ kind: 'document', file: { name: 'manual.pdf', type: 'application/pdf' } });
    // archived again: gone for learners
    await hqApi.patch(`/api/training/manage/programs/${p.id}`, { status: 'archived' });
    expect((await api(t, learner.cookie).get(`/api/training/lessons/${doc.id}/file`)).statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('lists completion per location and per person with the overdue flag, filterable', async () => {
    const brand = (await makeBrand(t, 'Lemon')).id;
    const done = await makeFranchisee(t, brand);
    const late = await makeFranchisee(t, brand);
    const never = await makeFranchisee(t, brand);
    const p = await makeProgram(t, hq.cookie, brand, [{ title: 'Only module', questions: [] }], {
      title: 'Lemon basics',
      dueWithinDays: 10,
    });
    // published 20 days ago: someone who never opened it is overdue from then
    await t.db
      .update(trainingPrograms)
      .set({ publishedAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(trainingPrograms.id, p.id));
    await readAllLessons(t, done.cookie, [p.modules[0].lessons[0].id]);
    await api(t, late.cookie).get('/api/training');
    await t.db
      .update(trainingEnrolments)
      .set({ firstSeenAt: new Date(Date.now() - 11 * 86_400_000) })
      .where(eq(trainingEnrolments.userId, late.userId));
    // the dashboard summary only looks: it does not start the due clock of someone who never opened the programme
    expect((await api(t, never.cookie).get('/api/training/summary')).json()).toMatchObject({ programId: p.id, overdue: true, percent: 0 });
    // the learner sees themself overdue too
    expect(((await api(t, late.cookie).get('/api/training')).json() as LearnerOverview).items[0].overdue).toBe(true);

    const res = await api(t, hq.cookie).get(`/api/training/reports/locations?brandId=${brand}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as LocationCompletionList;
    expect(list.total).toBe(3);
    const row = (id: string) => list.items.find((r) => r.ownerId === id)!;
    expect(row(done.userId)).toMatchObject({
      percent: 100,
      modulesCompleted: 1,
      modulesTotal: 1,
      overdue: false,
      programTitle: 'Lemon basics',
    });
    expect(row(done.userId).completedAt).not.toBeNull();
    expect(row(late.userId)).toMatchObject({ percent: 0, overdue: true, completedAt: null, locationName: late.location.name });
    expect(row(never.userId)).toMatchObject({ percent: 0, overdue: true, firstSeenAt: null, ownerName: 'Franchisee Tester' });

    const overdue = (
      await api(t, admin.cookie).get(`/api/training/reports/locations?brandId=${brand}&overdue=true`)
    ).json() as LocationCompletionList;
    expect(overdue.items.map((r) => r.ownerId).sort()).toEqual([late.userId, never.userId].sort());
    const paged = (
      await api(t, hq.cookie).get(`/api/training/reports/locations?brandId=${brand}&limit=2&offset=2`)
    ).json() as LocationCompletionList;
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.items).toHaveLength(1);

    const people = (
      await api(t, hq.cookie).get(`/api/training/reports/people?programId=${p.id}&overdue=true`)
    ).json() as PersonCompletionList;
    expect(people.total).toBe(2);
    expect(people.items[0]).toMatchObject({ fullName: 'Franchisee Tester', programId: p.id, overdue: true, modulesTotal: 1 });
    expect(people.items[0].locationNames).toHaveLength(1);
  });

  it('reminds overdue learners once (system announcement) and nobody who is on time', async () => {
    const brand = (await makeBrand(t, 'Reminder')).id;
    const late = await makeFranchisee(t, brand);
    const onTime = await makeFranchisee(t, brand);
    const p = await makeProgram(t, hq.cookie, brand, [{ title: 'Basics' }], { title: 'Reminder basics', dueWithinDays: 5 });
    await t.db
      .update(trainingPrograms)
      .set({ publishedAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(trainingPrograms.id, p.id));
    await api(t, onTime.cookie).get('/api/training'); // first seen now: due in 5 days
    const job = trainingOverdueJob({ db: t.db, notifier: t.ctx.notifier });
    const mine = async (userId: string) => notificationsTo(t, userId, eq(notifications.actionUrl, overdueReminderUrl(p.id)));
    await job.handler({ now: new Date(), dueAt: new Date() });
    const sent = await mine(late.userId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'system_announcement', title: 'Training overdue' });
    expect(sent[0].message).toContain('Reminder basics');
    expect(sent[0].metadata).toMatchObject({ category: 'announcement' });
    expect(await mine(onTime.userId)).toHaveLength(0);
    await job.handler({ now: new Date(), dueAt: new Date() });
    expect(await mine(late.userId)).toHaveLength(1);
    // Deleting the notification (or having in-app notifications off) does not bring the reminder back.
    await t.db.delete(notifications).where(eq(notifications.recipientId, late.userId));
    await job.handler({ now: new Date(), dueAt: new Date() });
    expect(await mine(late.userId)).toHaveLength(0);
  });
});
