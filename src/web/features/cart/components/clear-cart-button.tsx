import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { useClearCart } from '../clear-cart';

/** "Clear cart" asks once more before emptying the cart: it can't be undone. */
export function ClearCartButton({ lineCount }: { lineCount: number }) {
  const clear = useClearCart();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Clear cart
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear cart?"
        description={
          lineCount === 1 ? 'The product in your cart will be removed.' : `All ${lineCount} products will be removed from your cart.`
        }
        confirmLabel="Yes, clear cart"
        pendingLabel="Clearing…"
        pending={clear.isPending}
        // Stays open while the request runs; closes once the cart is empty.
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}
