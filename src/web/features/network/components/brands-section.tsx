import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import type { Brand } from '../../../../shared/network.contracts';
import { Button } from '../../../components/ui/button';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useBrands } from '../get-brands';
import { BrandFormDialog } from './brand-form-dialog';

/** Brands as cards (logo, colours, status, locations); "New brand" and Edit open the brand form. */
export function BrandsSection({ canWrite }: { canWrite: boolean }) {
  const brands = useBrands();
  const [editing, setEditing] = useState<{ brand: Brand | null } | null>(null);

  return (
    <section aria-labelledby="brands-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="brands-heading" className="text-lg font-semibold">
          Brands
        </h2>
        {canWrite ? (
          <Button variant="outline" onClick={() => setEditing({ brand: null })}>
            <Plus aria-hidden />
            New brand
          </Button>
        ) : null}
      </div>
      {brands.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading brands"
          className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3"
        >
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-40 animate-pulse rounded-xl border border-border bg-muted" />
          ))}
        </div>
      ) : brands.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(brands.error, 'Brands could not be loaded.')}</AlertDescription>
        </Alert>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3">
          {brands.data.map((b) => (
            <li
              key={b.id}
              data-testid="brand-card"
              className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
            >
              <div
                className="relative h-16 bg-cover bg-center"
                style={
                  b.coverUrl
                    ? { backgroundImage: `url("${b.coverUrl}")` }
                    : { background: `linear-gradient(135deg, ${b.primaryColor}, ${b.secondaryColor})` }
                }
              >
                <div className="absolute -bottom-6 left-4 flex size-12 items-center justify-center overflow-hidden rounded-lg border-2 border-card bg-card shadow">
                  {b.logoUrl ? (
                    <img src={b.logoUrl} alt="" className="size-full object-contain" />
                  ) : (
                    <span
                      className="flex size-full items-center justify-center text-lg font-bold text-white"
                      style={{ backgroundColor: b.primaryColor }}
                      aria-hidden
                    >
                      {b.name.slice(0, 1)}
                    </span>
                  )}
                </div>
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4 pt-8">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold leading-tight">{b.name}</h3>
                  <span
                    className={cn(
                      'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                      b.status === 'active' ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-slate-200 text-slate-800 ring-slate-300',
                    )}
                  >
                    <span className="sr-only">Status: </span>
                    {b.status === 'active' ? 'Active' : 'Inactive'}
                  </span>
                </div>
                {b.tagline ? <p className="text-sm text-muted-foreground">{b.tagline}</p> : null}
                <div className="mt-auto flex items-center justify-between gap-2 pt-1">
                  <div className="flex items-center gap-1.5 text-xs text-muted-foreground">
                    <span
                      className="size-4 rounded-full border border-border"
                      style={{ backgroundColor: b.primaryColor }}
                      title={`Primary ${b.primaryColor}`}
                    />
                    <span
                      className="size-4 rounded-full border border-border"
                      style={{ backgroundColor: b.secondaryColor }}
                      title={`Secondary ${b.secondaryColor}`}
                    />
                    <span className="ml-1">
                      {b.locationCount} {b.locationCount === 1 ? 'location' : 'locations'}
                    </span>
                  </div>
                  {canWrite ? (
                    <Button variant="ghost" size="sm" onClick={() => setEditing({ brand: b })} aria-label={`Edit ${b.name}`}>
                      <Pencil aria-hidden />
                      Edit
                    </Button>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canWrite ? <BrandFormDialog open={editing !== null} brand={editing?.brand ?? null} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
