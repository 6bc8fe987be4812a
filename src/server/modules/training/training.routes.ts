import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { documentResponse, fileResponse } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { readUploadedFile } from '../../lib/document-upload';
import { asDownload } from '../../lib/download';
import { routeKit, who } from '../../lib/route-kit';
import { ZId, ZOk } from '../../../shared/http';
import {
  TRAINING_MESSAGES,
  ZAuthoringProgram,
  ZLearnerModule,
  ZLearnerOverview,
  ZLessonInput,
  ZLessonUpdate,
  ZLocationCompletionList,
  ZModuleInput,
  ZModuleUpdate,
  ZOrderInput,
  ZPersonCompletionList,
  ZPrerequisitesInput,
  ZProgramInput,
  ZProgramList,
  ZProgramQuery,
  ZProgramUpdate,
  ZQuestionInput,
  ZQuestionUpdate,
  ZQuizResult,
  ZQuizSubmission,
  ZReportQuery,
  ZTrainingSummary,
} from '../../../shared/training.contracts';

const UPLOAD_MESSAGES = { chooseFile: TRAINING_MESSAGES.chooseFile, tooLarge: TRAINING_MESSAGES.fileTooLarge };
const ZFile = documentResponse('The file');

/**
 * Training routes. Authoring under /api/training/manage (writes: training.manage = franchisor; reads:
 * training.report = franchisor and admin); the learner's routes (training.learn = franchisee); completion reports
 * (training.report). Row-level security (migration 0021) enforces the same in the database.
 */
export async function trainingRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['training']);
  const learn = ctx.guards.can('training.learn');
  const manage = ctx.guards.can('training.manage');
  const report = ctx.guards.can('training.report');
  const authoring = ctx.trainingAuthoring;
  const learner = ctx.trainingLearner;

  // ---------------------------------------------------------------- authoring: programmes

  api.get(
    '/api/training/manage/programs',
    report,
    { summary: 'Training programmes (all brands and statuses), paged', querystring: ZProgramQuery, response: { 200: ZProgramList } },
    async (req) => authoring.list(requireActor(req), req.query),
  );
  api.post(
    '/api/training/manage/programs',
    manage,
    {
      summary: 'Create a draft training programme for a brand',
      body: ZProgramInput,
      example: {
        brandId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        title: 'Barista Fundamentals',
        description: 'Brewing, milk texturing and food-safety basics for new kiosk crew.',
        dueWithinDays: 30,
      },
      response: { 201: ZAuthoringProgram },
    },
    async (req, reply) => reply.status(201).send(await authoring.create(who(req), req.body)),
  );
  api.get(
    '/api/training/manage/programs/:id',
    report,
    {
      summary: 'A programme with its modules, lessons, prerequisites and quiz questions WITH the answer key (head office only)',
      params: ZId,
      response: { 200: ZAuthoringProgram },
      errors: [404],
    },
    async (req) => authoring.get(requireActor(req), req.params.id),
  );
  api.patch(
    '/api/training/manage/programs/:id',
    manage,
    {
      summary: 'Edit a programme or change its status (publishing needs ≥1 module, each with ≥1 lesson: 409 otherwise)',
      params: ZId,
      body: ZProgramUpdate,
      example: { status: 'published' },
      response: { 200: ZAuthoringProgram },
      errors: [404, 409],
    },
    async (req) => authoring.update(who(req), req.params.id, req.body),
  );
  api.delete(
    '/api/training/manage/programs/:id',
    manage,
    { summary: 'Delete a draft programme (409 for published or archived)', params: ZId, response: { 200: ZOk }, errors: [404, 409] },
    async (req) => {
      await authoring.remove(who(req), req.params.id);
      return { ok: true as const };
    },
  );
  api.post(
    '/api/training/manage/programs/:id/modules',
    manage,
    {
      summary: 'Add a module at the end of the programme',
      params: ZId,
      body: ZModuleInput,
      example: {
        title: 'Espresso extraction',
        description: 'Dose, grind and timing for a balanced barako shot.',
        estimatedMinutes: 25,
        passMarkPercent: 80,
      },
      response: { 201: ZAuthoringProgram },
      errors: [404, 409],
    },
    async (req, reply) => reply.status(201).send(await authoring.addModule(who(req), req.params.id, req.body)),
  );
  api.put(
    '/api/training/manage/programs/:id/module-order',
    manage,
    {
      summary: 'Reorder the modules (every module id exactly once)',
      params: ZId,
      body: ZOrderInput,
      example: {
        ids: ['8d3e4b1f-5c6a-4d7b-9e81-2b3c4d5e6f70', '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f', 'a2b7c9d1-4e5f-4a6b-8c7d-3e4f5a6b7c8d'],
      },
      response: { 200: ZAuthoringProgram },
      errors: [404, 409],
    },
    async (req) => authoring.reorderModules(who(req), req.params.id, req.body.ids),
  );

  // ---------------------------------------------------------------- authoring: modules

  api.patch(
    '/api/training/manage/modules/:id',
    manage,
    {
      summary: 'Edit a module (title, description, minutes, pass mark)',
      params: ZId,
      body: ZModuleUpdate,
      example: { estimatedMinutes: 30, passMarkPercent: 75 },
      response: { 200: ZAuthoringProgram },
      errors: [404, 409],
    },
    async (req) => authoring.updateModule(who(req), req.params.id, req.body),
  );
  api.delete(
    '/api/training/manage/modules/:id',
    manage,
    { summary: 'Delete a module with its lessons and questions', params: ZId, response: { 200: ZAuthoringProgram }, errors: [404, 409] },
    async (req) => authoring.removeModule(who(req), req.params.id),
  );
  api.put(
    '/api/training/manage/modules/:id/prerequisites',
    manage,
    {
      summary: 'Set the modules this module requires (same programme, not itself, no cycles: 422 otherwise)',
      params: ZId,
      body: ZPrerequisitesInput,
      example: { requiredModuleIds: ['8d3e4b1f-5c6a-4d7b-9e81-2b3c4d5e6f70'] },
      response: { 200: ZAuthoringProgram },
      errors: [404, 409],
    },
    async (req) => authoring.setPrerequisites(who(req), req.params.id, req.body.requiredModuleIds),
  );
  api.post(
    '/api/training/manage/modules/:id/lessons',
    manage,
    {
      summary: 'Add a lesson (text, video link, image or document; upload the file of the last two afterwards)',
      params: ZId,
      body: ZLessonInput,
      example: {
        title: 'Pulling a double shot',
        kind: 'video',
        body: 'Watch the whole pull, then practise three shots at your station.',
        videoUrl: 'https://videos.example.com/training/pulling-a-double-shot',
        estimatedMinutes: 8,
      },
      response: { 201: ZAuthoringProgram },
      errors: [404, 409],
    },
    async (req, reply) => reply.status(201).send(await authoring.addLesson(who(req), req.params.id, req.body)),
  );
  api.put(
    '/api/training/manage/modules/:id/lesson-order',
    manage,
    {
      summary: 'Reorder the lessons of a module (every lesson id exactly once)',
      params: ZId,
      body: ZOrderInput,
      example: { ids: ['c4d5e6f7-8a9b-4c0d-a1e2-4f5a6b7c8d9e', 'a2b7c9d1-4e5f-4a6b-8c7d-3e4f5a6b7c8d'] },
      response: { 200: ZAuthoringProgram },
      errors: [404, 409],
    },
    async (req) => authoring.reorderLessons(who(req), req.params.id, req.body.ids),
  );
  api.post(
    '/api/training/manage/modules/:id/questions',
    manage,
    {
      summary: 'Add a multiple-choice quiz question (2–6 options, the correct one by index)',
      params: ZId,
      body: ZQuestionInput,
      example: {
        prompt: 'How long should a double espresso shot take to pull?',
        options: ['10 to 15 seconds', '25 to 30 seconds', '45 to 60 seconds'],
        correctIndex: 1,
      },
      response: { 201: ZAuthoringProgram },
      errors: [404, 409],
    },
    async (req, reply) => reply.status(201).send(await authoring.addQuestion(who(req), req.params.id, req.body)),
  );

  // ---------------------------------------------------------------- authoring: lessons and questions

  api.patch(
    '/api/training/manage/lessons/:id',
    manage,
    {
      summary: 'Edit a lesson',
      params: ZId,
      body: ZLessonUpdate,
      example: { title: 'Pulling a double shot of barako', estimatedMinutes: 10 },
      response: { 200: ZAuthoringProgram },
      errors: [404, 409],
    },
    async (req) => authoring.updateLesson(who(req), req.params.id, req.body),
  );
  api.delete(
    '/api/training/manage/lessons/:id',
    manage,
    { summary: 'Delete a lesson (and its file)', params: ZId, response: { 200: ZAuthoringProgram }, errors: [404, 409] },
    async (req) => authoring.removeLesson(who(req), req.params.id),
  );
  api.post(
    '/api/training/manage/lessons/:id/file',
    manage,
    {
      summary: 'Upload the file of an image (JPG/PNG) or document (PDF, DOC, DOCX, JPG, PNG) lesson: multipart "file" ≤ 5 MB, private',
      params: ZId,
      response: { 200: ZAuthoringProgram },
      errors: [404, 409, 413, 429],
      upload: { file: 'A PDF, DOC, DOCX, JPG or PNG document, at most 5 MB (checked by content)' },
    },
    async (req) => authoring.attachFile(who(req), req.params.id, await readUploadedFile(req, UPLOAD_MESSAGES)),
  );
  api.get(
    '/api/training/manage/lessons/:id/file',
    report,
    { summary: 'Download a lesson’s file (head office)', params: ZId, response: { 200: ZFile }, errors: [404] },
    async (req, reply) => {
      const { body, filename, contentType } = await authoring.lessonFile(requireActor(req), req.params.id);
      return asDownload(reply, { filename, contentType }).send(body);
    },
  );
  api.patch(
    '/api/training/manage/questions/:id',
    manage,
    {
      summary: 'Edit a quiz question',
      params: ZId,
      body: ZQuestionUpdate,
      example: { options: ['10 to 15 seconds', '25 to 30 seconds', '45 to 60 seconds', 'Over 90 seconds'], correctIndex: 1 },
      response: { 200: ZAuthoringProgram },
      errors: [404, 409],
    },
    async (req) => authoring.updateQuestion(who(req), req.params.id, req.body),
  );
  api.delete(
    '/api/training/manage/questions/:id',
    manage,
    { summary: 'Delete a quiz question', params: ZId, response: { 200: ZAuthoringProgram }, errors: [404, 409] },
    async (req) => authoring.removeQuestion(who(req), req.params.id),
  );

  // ---------------------------------------------------------------- reports

  api.get(
    '/api/training/reports/locations',
    report,
    {
      summary: 'Completion per location and published programme (owner’s progress; overdue flag), paged',
      querystring: ZReportQuery,
      response: { 200: ZLocationCompletionList },
    },
    async (req) => ctx.trainingReports.byLocation(requireActor(req), req.query),
  );
  api.get(
    '/api/training/reports/people',
    report,
    {
      summary: 'Completion per person and published programme (overdue flag), paged',
      querystring: ZReportQuery,
      response: { 200: ZPersonCompletionList },
    },
    async (req) => ctx.trainingReports.byPerson(requireActor(req), req.query),
  );

  // ---------------------------------------------------------------- learner

  api.get(
    '/api/training',
    learn,
    {
      summary: 'The published programmes of the franchisee’s brands with module states, percentages and where to resume',
      response: { 200: ZLearnerOverview },
    },
    async (req) => learner.overview(requireActor(req)),
  );
  api.get(
    '/api/training/summary',
    learn,
    { summary: 'Training progress for the franchisee dashboard card', response: { 200: ZTrainingSummary } },
    async (req) => learner.summary(requireActor(req)),
  );
  api.get(
    '/api/training/modules/:id',
    learn,
    {
      summary: 'A module’s lessons and quiz questions (never the answers); 409 while locked',
      params: ZId,
      response: { 200: ZLearnerModule },
      errors: [404, 409],
    },
    async (req) => learner.getModule(requireActor(req), req.params.id),
  );
  api.post(
    '/api/training/lessons/:id/complete',
    learn,
    {
      summary: 'Mark a lesson read (and where to resume); 409 while its module is locked',
      params: ZId,
      response: { 200: ZLearnerModule },
      errors: [404, 409],
    },
    async (req) => learner.completeLesson(requireActor(req), req.params.id),
  );
  api.post(
    '/api/training/modules/:id/quiz',
    learn,
    {
      summary:
        'Submit the module’s quiz (one answer per question); graded on the server. Score only until passed (which questions were wrong after the day’s last attempt, the correct answers once passed); 429 with Retry-After during the cool-down or after the daily attempts',
      params: ZId,
      body: ZQuizSubmission,
      example: { answers: [1, 0, 2] },
      response: { 200: ZQuizResult },
      errors: [404, 409, 429],
    },
    async (req) => learner.submitQuiz(requireActor(req), req.params.id, req.body.answers),
  );
  api.get(
    '/api/training/lessons/:id/file',
    learn,
    {
      summary: 'A lesson’s image or document (published programmes of own brands only); 409 while its module is locked',
      params: ZId,
      response: { 200: ZFile },
      errors: [404, 409],
    },
    async (req, reply) => {
      const { body, filename, contentType } = await learner.lessonFile(requireActor(req), req.params.id);
      return asDownload(reply, { filename, contentType }).send(body);
    },
  );
  api.get(
    '/api/training/programs/:id/certificate',
    learn,
    {
      summary: 'The certificate PDF of a completed programme (409 before 100 %)',
      params: ZId,
      response: { 200: fileResponse('application/pdf', 'The certificate') },
      errors: [404, 409],
    },
    async (req, reply) => {
      const { bytes, filename } = await learner.certificate(requireActor(req), req.params.id);
      return asDownload(reply, { filename, contentType: 'application/pdf' }).send(bytes);
    },
  );
}
