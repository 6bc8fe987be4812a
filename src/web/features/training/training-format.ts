import type { LearnerProgram, ModuleRef, TrainingModuleState } from '../../../shared/training.contracts';
import { PILL_TONES } from '../../components/ui/status-pill';

/** The pill colour of a learner's module state. */
export const MODULE_STATE_TONES: Record<TrainingModuleState, string> = {
  locked: PILL_TONES.neutral,
  available: PILL_TONES.info,
  in_progress: PILL_TONES.warn,
  completed: PILL_TONES.good,
};

/** "5 min", "1 h", "1 h 20 min". */
export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "Complete Brand Orientation first", "Complete A and B first", "Complete A, B and C first". */
export function lockedText(lockedBy: readonly ModuleRef[]): string {
  const titles = lockedBy.map((m) => m.title);
  if (titles.length === 0) return 'Complete the earlier modules first';
  const list = titles.length === 1 ? titles[0] : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
  return `Complete ${list} first`;
}

/** The big button of a programme: "Start" before anything was done, "Resume" after, none once complete. */
export function resumeLabel(program: Pick<LearnerProgram, 'resume' | 'modules'>): 'Start' | 'Resume' | null {
  if (!program.resume) return null;
  const started = program.modules.some((m) => m.state === 'in_progress' || m.state === 'completed');
  return started ? 'Resume' : 'Start';
}

/**
 * Whether video lessons embed their YouTube/Vimeo player. Off while the server's Content-Security-Policy has no
 * frame-src for those two origins (src/server/app.ts: default-src 'self' blocks the frame); the link itself always
 * shows. Turn on together with `frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']`.
 */
export const VIDEO_EMBEDS_ALLOWED = false;

/**
 * The embeddable player of a YouTube or Vimeo link (privacy-enhanced YouTube), or null for any other link, which
 * opens in a new tab instead. Only well-formed ids are accepted, so nothing of the link reaches the frame's address.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const youtubeId = /^[\w-]{11}$/;
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const fromPath = /^\/(?:embed|shorts|live)\/([\w-]{11})$/.exec(url.pathname)?.[1];
    const id = url.pathname === '/watch' ? url.searchParams.get('v') : fromPath;
    return id && youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{1,12})$/.exec(url.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

/** The quiz's unanswered questions (by index): every question must be answered before submitting. */
export function unansweredIndexes(answers: readonly unknown[], questionCount: number): number[] {
  const missing: number[] = [];
  for (let i = 0; i < questionCount; i += 1) if (answers[i] === null || answers[i] === undefined) missing.push(i);
  return missing;
}

/** Moves the item at `index` one place up (-1) or down (+1); the same list when it cannot move. */
export function moved<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** "1 module", "2 modules". */
export const countOf = (n: number, singular: string, plural = `${singular}s`) => `${n} ${n === 1 ? singular : plural}`;
