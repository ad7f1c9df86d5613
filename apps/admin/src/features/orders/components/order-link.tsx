import { Link } from '@tanstack/react-router';

/** An order's code, opening its page. */
export function OrderLink({ order }: { order: { _id: string; so_ct: string } }) {
  return (
    <Link
      to="/orders/$orderId"
      params={{ orderId: order._id }}
      className="font-semibold text-leaf-700 underline"
    >
      {order.so_ct}
    </Link>
  );
}
