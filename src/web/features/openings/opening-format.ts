import type { OpeningItem, OpeningStatus, OpeningSummary, OpeningSystemLink } from '../../../shared/openings.contracts';
import { PILL_TONES } from '../../components/ui/status-pill';

/** "12 days left", "Due today", "3 days late": the board's and the opening page's countdown to the target date. */
export function targetDaysText(daysLeft: number): string {
  if (daysLeft === 0) return 'Opens today';
  if (daysLeft > 0) return daysLeft === 1 ? '1 day left' : `${daysLeft} days left`;
  const late = -daysLeft;
  return late === 1 ? '1 day past target' : `${late} days past target`;
}

/** Progress as a whole percentage (0 for an empty checklist, never NaN). */
export function progressPercent(p: OpeningSummary['progress']): number {
  return p.total === 0 ? 0 : Math.round((p.done / p.total) * 100);
}

/**
 * What an item's state pill says and its tone; an item past its due date says so, whatever its state. Once an opening
 * is cancelled its checklist is frozen: an unfinished item is nobody's to do any more, and is not overdue either.
 */
export function itemStatus(
  item: Pick<OpeningItem, 'state' | 'overdue' | 'kind'>,
  openingStatus: OpeningStatus = 'in_progress',
): { label: string; tone: string; status: string } {
  if (item.state === 'done') return { label: 'Done', tone: PILL_TONES.good, status: 'done' };
  if (openingStatus === 'cancelled') return { label: 'Not done: opening cancelled', tone: PILL_TONES.neutral, status: 'stopped' };
  if (item.state === 'submitted') return { label: 'Awaiting review', tone: PILL_TONES.info, status: 'submitted' };
  if (item.state === 'rejected') return { label: 'Rejected — upload again', tone: PILL_TONES.bad, status: 'rejected' };
  if (item.overdue) return { label: 'Overdue', tone: PILL_TONES.bad, status: 'overdue' };
  if (item.kind === 'system') return { label: 'Completes itself', tone: PILL_TONES.neutral, status: 'waiting' };
  return { label: 'To do', tone: PILL_TONES.warn, status: 'todo' };
}

/**
 * Where the franchisee does the step a system item waits for. The starter order has no page of its own: the opening
 * page's "Order opening stock" fills the cart (see the starter-order panel), so it links there.
 */
export const SYSTEM_LINK_STEPS: Record<OpeningSystemLink, { href: string; label: string }> = {
  agreement_signed: { href: '/franchisee/contract-package', label: 'Contract package' },
  certification_passed: { href: '/franchisee-training', label: 'Training' },
  starter_order_delivered: { href: '#starter-order', label: 'Starter order' },
  grand_opening_kit: { href: '/franchisee/marketing-assets', label: 'Marketing assets' },
};

/** Head office's side of the same steps (the agreement is theirs to record as signed). */
export const SYSTEM_LINK_STEPS_HEAD_OFFICE: Record<OpeningSystemLink, { href: (locationId: string) => string; label: string }> = {
  agreement_signed: { href: (locationId) => `/contract-management/${locationId}`, label: 'Location contract' },
  certification_passed: { href: () => '/training-management', label: 'Training management' },
  starter_order_delivered: { href: () => '/shipping-management', label: 'Shipping management' },
  grand_opening_kit: { href: () => '/marketing-management', label: 'Marketing library' },
};

/** The items listed under "What is due next", in the server's order (the first few not done, by due date). */
export function nextDueItems(opening: { items: OpeningItem[]; nextDue: string[] }): OpeningItem[] {
  return opening.nextDue.flatMap((id) => opening.items.filter((i) => i.id === id));
}

/** The checklist's sections in template order, each with its items. */
export function bySection(items: OpeningItem[]): { section: string; items: OpeningItem[] }[] {
  const out: { section: string; items: OpeningItem[] }[] = [];
  for (const item of items) {
    const last = out.find((s) => s.section === item.section);
    if (last) last.items.push(item);
    else out.push({ section: item.section, items: [item] });
  }
  return out;
}

/** The history's audit actions in words ("opening.document_rejected" → "Document rejected"). */
const HISTORY_LABELS: Record<string, string> = {
  'opening.started': 'Opening started',
  'opening.item_completed': 'Item completed',
  'opening.item_uploaded': 'File uploaded',
  'opening.document_accepted': 'Upload accepted',
  'opening.document_rejected': 'Upload rejected',
  'opening.target_changed': 'Target date changed',
  'opening.starter_cart_filled': 'Starter order put in the cart',
  'opening.store_opened': 'Store opened',
};
export function historyLabel(action: string): string {
  return HISTORY_LABELS[action] ?? action.replace(/^opening\./, '').replace(/_/g, ' ');
}
