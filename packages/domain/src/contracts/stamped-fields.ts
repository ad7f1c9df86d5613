/**
 * Fields the server stamps on every document it writes (who wrote it, and when): a client that
 * sends one is refused, and a change of only these is no change to show in an item's timeline.
 */
export const SERVER_STAMPED_FIELDS: readonly string[] = [
  'owner',
  'user_created',
  'user_updated',
  'date_created',
  'date_updated',
  'created_at',
  'updated_at',
];
