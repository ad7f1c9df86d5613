/** The colour of a status badge, by status code (names come from the server). */
export function statusTone(status: string): string {
  if (status === '0') return 'bg-guava-50 text-guava-700';
  if (status === '9') return 'bg-coffee-100 text-coffee-700';
  if (status === '3') return 'bg-leaf-100 text-leaf-800';
  return 'bg-leaf-50 text-leaf-700';
}
