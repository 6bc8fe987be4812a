import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { RotateCcw } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { useReorderOrder, type ReorderResult } from '../reorder-order';

export function skippedText(skipped: ReorderResult['skipped']): string | undefined {
  if (skipped.length === 0) return undefined;
  return `Not added: ${skipped.map((s) => `${s.name} (${s.reason})`).join('; ')}`;
}

/** Put this order's products back in the cart (today's prices, current limits) and go to the cart. */
export function ReorderButton({ orderId, itemCount }: { orderId: string; itemCount: number }) {
  const reorder = useReorderOrder();
  const navigate = useNavigate();

  const onClick = () =>
    reorder.mutate(orderId, {
      onSuccess: ({ skipped }) => {
        const description = skippedText(skipped);
        if (skipped.length >= itemCount) toast.warning('No items could be added to your cart', { description });
        else toast.success('Items added to your cart', { description, duration: description ? 10_000 : undefined });
        void navigate(paths.cart);
      },
    });

  return (
    <Button variant="outline" onClick={onClick} disabled={reorder.isPending}>
      <RotateCcw aria-hidden />
      {reorder.isPending ? 'Adding to cart…' : 'Reorder'}
    </Button>
  );
}
