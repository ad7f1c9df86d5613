/** The settings screens, in menu order. */
export const SETTINGS_TABS = [
  'fees',
  'freeships',
  'carriers',
  'payments',
  'returns',
  'company',
  'footer',
  'messages',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** /settings?tab=…&id=…: the screen, and the row being edited ('new' for a new one). */
export interface SettingsSearch {
  tab: SettingsTab;
  id?: string | undefined;
}

export function readSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  const tab = SETTINGS_TABS.find((item) => item === search.tab) ?? 'fees';
  const id = typeof search.id === 'string' && /^([0-9a-f]{24}|new)$/.test(search.id) ? search.id : undefined;
  return id ? { tab, id } : { tab };
}
