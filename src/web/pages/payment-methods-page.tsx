import { useState } from 'react';
import { Plus } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { PaymentMethodList } from '../features/payment-methods/components/payment-method-list';

/** /payment-methods: how the franchisee will settle invoices. Nothing is charged here. */
export function PaymentMethodsPage() {
  const [adding, setAdding] = useState(false);
  return (
    <section>
      <PageHeader
        title="Payment Methods"
        description="How you will settle the invoices for your orders."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add payment method
          </Button>
        }
      />
      <PaymentMethodList addOpen={adding} onAddOpenChange={setAdding} />
    </section>
  );
}
