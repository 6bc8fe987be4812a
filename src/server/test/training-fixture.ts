import { multipart } from './image-fixture';
import { TEST_ORIGIN, type TestApp } from './harness';
import { api } from './ordering-fixture';
import type { AuthoringProgram, LessonInput, QuestionInput } from '../../shared/training.contracts';

/** Test helpers of the training area: programmes built through the authoring API, as head office would. */

export interface ModuleSpec {
  title: string;
  lessons?: LessonInput[];
  /** Multiple choice; correctIndex is the answer key. */
  questions?: QuestionInput[];
  passMarkPercent?: number | null;
}

export const lesson = (title: string, body = `# ${title}\n\nRead this carefully.`): LessonInput => ({ title, kind: 'text', body });
export const question = (prompt: string, correctIndex = 0, options = ['Right', 'Wrong', 'Also wrong']): QuestionInput => ({
  prompt,
  options,
  correctIndex,
});

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, expected: number, what: string): Promise<T> {
  if (res.statusCode !== expected) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** A draft programme for the brand. */
export async function createProgram(t: TestApp, hqCookie: string, brandId: string, title = 'Orientation', dueWithinDays = 30) {
  return ok<AuthoringProgram>(
    await api(t, hqCookie).post('/api/training/manage/programs', { brandId, title, description: 'Start here.', dueWithinDays }),
    201,
    'create programme',
  );
}

/**
 * A programme with the given modules (each with its lessons and questions), every module requiring the one before
 * it (`chain`), published unless `publish: false`.
 */
export async function makeProgram(
  t: TestApp,
  hqCookie: string,
  brandId: string,
  modules: ModuleSpec[],
  opts: { title?: string; publish?: boolean; chain?: boolean; dueWithinDays?: number } = {},
): Promise<AuthoringProgram> {
  const hq = api(t, hqCookie);
  let program = await createProgram(t, hqCookie, brandId, opts.title ?? 'Orientation', opts.dueWithinDays ?? 30);
  for (const spec of modules) {
    program = await ok(
      await hq.post(`/api/training/manage/programs/${program.id}/modules`, {
        title: spec.title,
        passMarkPercent: spec.passMarkPercent ?? null,
      }),
      201,
      'add module',
    );
    const moduleId = program.modules.at(-1)!.id;
    for (const l of spec.lessons ?? [lesson(`${spec.title} lesson 1`)]) {
      program = await ok(await hq.post(`/api/training/manage/modules/${moduleId}/lessons`, l), 201, 'add lesson');
    }
    for (const q of spec.questions ?? []) {
      program = await ok(await hq.post(`/api/training/manage/modules/${moduleId}/questions`, q), 201, 'add question');
    }
  }
  if (opts.chain ?? true) {
    for (let i = 1; i < program.modules.length; i++) {
      program = await ok(
        await hq.put(`/api/training/manage/modules/${program.modules[i].id}/prerequisites`, {
          requiredModuleIds: [program.modules[i - 1].id],
        }),
        200,
        'prerequisites',
      );
    }
  }
  if (opts.publish ?? true) {
    program = await ok(await hq.patch(`/api/training/manage/programs/${program.id}`, { status: 'published' }), 200, 'publish');
  }
  return program;
}

/** Uploads a lesson's file (multipart "file") as the given user. */
export function uploadLessonFile(t: TestApp, cookie: string, lessonId: string, filename: string, content: Buffer, type: string) {
  const body = multipart(filename, content, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/training/manage/lessons/${lessonId}/file`,
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
  });
}

/** Reads every lesson of a module as the learner. */
export async function readAllLessons(t: TestApp, cookie: string, lessonIds: string[]) {
  for (const id of lessonIds) await ok(await api(t, cookie).post(`/api/training/lessons/${id}/complete`), 200, 'complete lesson');
}

/** Answers that get every question of an authoring module right. */
export const rightAnswers = (m: AuthoringProgram['modules'][number]) => m.questions.map((q) => q.correctIndex);
