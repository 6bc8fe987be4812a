import { useState } from 'react';
import { Plus } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { AddressBook } from '../features/addresses/components/address-book';

/** /addresses: the franchisee's shipping and billing addresses, with one default per type. */
export function AddressesPage() {
  const [adding, setAdding] = useState(false);
  return (
    <section>
      <PageHeader
        title="Addresses"
        description="Where head office delivers your stock and sends your invoices."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add address
          </Button>
        }
      />
      <AddressBook addOpen={adding} onAddOpenChange={setAdding} />
    </section>
  );
}
