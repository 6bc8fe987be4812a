/**
 * Where training files come from: each is streamed by the API after its permission check (a learner of the brand,
 * or head office), never from a public address.
 */

/** GET /api/training/lessons/:id/file: a lesson's image or document, for its learner. */
export const lessonFileUrl = (lessonId: string) => `/api/training/lessons/${encodeURIComponent(lessonId)}/file`;

/** GET /api/training/manage/lessons/:id/file: the same file for head office (any status of programme). */
export const authoringLessonFileUrl = (lessonId: string) => `/api/training/manage/lessons/${encodeURIComponent(lessonId)}/file`;

/** GET /api/training/programs/:id/certificate: the certificate PDF, once every module is complete (409 before). */
export const certificateUrl = (programId: string) => `/api/training/programs/${encodeURIComponent(programId)}/certificate`;
