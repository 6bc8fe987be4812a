import { Link } from 'react-router';
import { EyeOff, ExternalLink, Pencil, Rocket, Star } from 'lucide-react';
import type { BlogManageRow } from '../../../../shared/blog.contracts';
import { paths } from '../../../../shared/routes';
import { formatDate, formatDateTime } from '../../../../shared/time';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { RowActionButton, RowActionLink, rowActionsColumn } from '../../../components/data-table/row-actions';
import { PostStatusPill } from './post-status-pill';

export type PostAction = 'publish' | 'unpublish';

/** When the row went live, goes live, or was last touched. */
function whenText(p: BlogManageRow): string {
  if (p.displayStatus === 'scheduled' && p.publishedAt) return `Goes live ${formatDateTime(p.publishedAt)}`;
  if (p.displayStatus === 'published' && p.publishedAt) return `Published ${formatDate(p.publishedAt)}`;
  return `Edited ${formatDate(p.updatedAt)}`;
}

function columnsFor(onAction: (action: PostAction, row: BlogManageRow) => void): DataTableColumn<BlogManageRow>[] {
  return [
    {
      id: 'post',
      header: 'Post',
      meta: { className: 'md:min-w-64', cardLabel: false, cardClassName: 'max-md:col-span-2' },
      cell: ({ row: { original: p } }) => (
        <div className="grid min-w-0 gap-0.5">
          <Link to={paths.blogPostEdit(p.id)} className="font-medium text-foreground underline-offset-4 hover:underline">
            {p.title}
          </Link>
          <span className="truncate text-xs text-muted-foreground">/blog/{p.slug}</span>
          {p.featured ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800">
              <Star aria-hidden className="size-3.5" />
              Featured
            </span>
          ) : null}
        </div>
      ),
    },
    { id: 'category', header: 'Category', cell: ({ row: { original: p } }) => p.category },
    { id: 'author', header: 'Author', cell: ({ row: { original: p } }) => p.authorName },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: p } }) => (
        <div className="grid justify-items-start gap-1">
          <PostStatusPill status={p.displayStatus} />
          <span className="text-xs text-muted-foreground">{whenText(p)}</span>
        </div>
      ),
    },
    rowActionsColumn(
      (p) => (
        <>
          <RowActionLink to={paths.blogPostEdit(p.id)} label={`Edit ${p.title}`} text="Edit" icon={Pencil} />
          {p.displayStatus === 'published' ? (
            <>
              <RowActionLink href={paths.blogPost(p.slug)} label={`View live: ${p.title}`} text="View live" icon={ExternalLink} />
              <RowActionButton label={`Unpublish ${p.title}`} text="Unpublish" icon={EyeOff} onClick={() => onAction('unpublish', p)} />
            </>
          ) : (
            <>
              {p.displayStatus === 'scheduled' ? (
                <RowActionButton
                  label={`Unpublish ${p.title}`}
                  text="Unpublish"
                  title="Cancel schedule"
                  icon={EyeOff}
                  onClick={() => onAction('unpublish', p)}
                />
              ) : null}
              <RowActionButton label={`Publish now: ${p.title}`} text="Publish now" icon={Rocket} onClick={() => onAction('publish', p)} />
            </>
          )}
        </>
      ),
      { spread: true },
    ),
  ];
}

/** One page of posts of every status, for head office. */
export function PostsTable({
  rows,
  busy,
  onAction,
}: {
  rows: BlogManageRow[];
  busy?: boolean;
  onAction: (action: PostAction, row: BlogManageRow) => void;
}) {
  return (
    <DataTable
      scroll
      stacked
      caption="Blog posts"
      columns={columnsFor(onAction)}
      data={rows}
      getRowId={(p) => p.id}
      rowProps={(p) => ({ 'data-testid': 'post-row', 'data-title': p.title, 'data-status': p.displayStatus })}
      busy={busy}
    />
  );
}
