import { ItemLink } from '@/ui/item-link';

/** An order's code, opening its page. */
export function OrderLink({ order }: { order: { _id: string; so_ct: string } }) {
  return (
    <ItemLink to="/orders/$orderId" params={{ orderId: order._id }}>
      {order.so_ct}
    </ItemLink>
  );
}
