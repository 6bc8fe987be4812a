import { BLOG_STATUS_LABELS, type BlogDisplayStatus } from '../../../../shared/blog.contracts';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';

const TONES: Record<BlogDisplayStatus, string> = {
  draft: PILL_TONES.neutral,
  scheduled: PILL_TONES.info,
  published: PILL_TONES.good,
  unpublished: PILL_TONES.warn,
};

export function PostStatusPill({ status }: { status: BlogDisplayStatus }) {
  return <StatusPill label={BLOG_STATUS_LABELS[status]} tone={TONES[status]} status={status} />;
}
