import type { ConsoleArea } from '@shop/domain/console';

/**
 * The console area each screen's first path segment belongs to (decision 029): the frame shows
 * the console's "not allowed" state at an address whose area the user's rights do not hold, the
 * same rule the server applies to the screen's calls. A segment not listed (the overview, the
 * orders) is open to every console account. One line per screen: add yours.
 */
const PATH_AREAS: Readonly<Record<string, ConsoleArea>> = {
  customers: 'customers',
  messages: 'messages',
  team: 'staff',
  catalogue: 'catalogue',
  products: 'catalogue',
  stock: 'catalogue',
  reviews: 'catalogue',
  categories: 'catalogue',
  promotions: 'promotions',
  vouchers: 'promotions',
  content: 'content',
  news: 'content',
  pages: 'content',
  schedules: 'schedules',
  settings: 'settings',
  backup: 'backup',
  'data-requests': 'privacy',
};

/** The area of a console path (with or without the /admin base), or undefined when every account may open it. */
export function areaOfPath(pathname: string): ConsoleArea | undefined {
  const [first = ''] = pathname
    .replace(/^\/admin(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  return Object.hasOwn(PATH_AREAS, first) ? PATH_AREAS[first] : undefined;
}
