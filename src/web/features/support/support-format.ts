import { TICKET_STATUS_LABELS, type TicketPriority, type TicketStatus } from '../../../shared/support.contracts';
import { PILL_TONES } from '../../components/ui/status-pill';

/** Pill colours of a ticket's status and priority. */
export const TICKET_STATUS_TONE: Record<TicketStatus, string> = {
  open: PILL_TONES.info,
  in_progress: PILL_TONES.warn,
  resolved: PILL_TONES.good,
  closed: PILL_TONES.neutral,
};

export const TICKET_PRIORITY_TONE: Record<TicketPriority, string> = {
  Low: 'bg-slate-100 text-slate-800 ring-slate-300',
  Medium: 'bg-sky-50 text-sky-900 ring-sky-200',
  High: 'bg-amber-100 text-amber-900 ring-amber-300',
  Urgent: 'bg-red-100 text-red-900 ring-red-300',
};

export const ticketStatusLabel = (status: TicketStatus) => TICKET_STATUS_LABELS[status];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span of time, short: "45 min", "3 h 20 min", "2 d 4 h". Under a minute is "under 1 min". */
export function formatSpan(ms: number): string {
  if (!Number.isFinite(ms) || ms < MINUTE) return 'under 1 min';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) {
    const h = Math.floor(ms / HOUR);
    const m = Math.floor((ms % HOUR) / MINUTE);
    return m ? `${h} h ${m} min` : `${h} h`;
  }
  const d = Math.floor(ms / DAY);
  const h = Math.floor((ms % DAY) / HOUR);
  return h ? `${d} d ${h} h` : `${d} d`;
}
