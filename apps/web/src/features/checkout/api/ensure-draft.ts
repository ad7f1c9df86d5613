import { ApiError, type OrderReply, type UserInfo } from '@shop/api-client';
import { getApiClient } from '@/lib/api';
import { useSessionStore } from '@/stores/session-store';
import { isDraftOfCart } from '../lib/draft-freshness';
import { draftLines } from '../lib/draft-view';

/**
 * The tag the caller's drafts carry in user_created (SPEC §6): the user's e-mail, or 'public' for
 * a guest. A token whose user has not been fetched yet is asked about here, so checkout does not
 * depend on the order in which the session starts.
 */
export async function resolveOwnerTag(): Promise<string> {
  const { token, user } = useSessionStore.getState();
  if (!token) return 'public';
  if (user) return user.email;
  const client = await getApiClient();
  const me = await client.transport.http
    .get('api/user', { searchParams: client.transport.authParams() })
    .json<UserInfo>();
  return me.email;
}

const newestFirst = (a: OrderReply, b: OrderReply) =>
  String(b.date_created ?? '').localeCompare(String(a.date_created ?? ''));

/**
 * The draft checkout works on: the caller's newest 'LCT' draft, or, when there is none or the
 * cart has changed since it was made, a new one from the whole cart (SPEC §4: older drafts are
 * deleted, then a draft is created; the server deletes them too). Null when the cart is empty,
 * without writing anything.
 */
export async function ensureDraft(): Promise<OrderReply | null> {
  const client = await getApiClient();
  const [drafts, cart] = await Promise.all([client.listDrafts(await resolveOwnerTag()), client.listCart()]);
  // Nothing to order: the empty state, and no write the server would refuse (400 CART_EMPTY).
  if (cart.length === 0) return null;
  const [newest, ...older] = [...drafts].sort(newestFirst);
  if (newest && isDraftOfCart(draftLines(newest), cart)) return newest;
  for (const draft of older) await client.deleteDraft(draft._id);
  try {
    return await client.createDraft();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'CART_EMPTY') return null;
    throw error;
  }
}
