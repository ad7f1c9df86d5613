import { useLingui } from '@lingui/react/macro';
import type { InboxTab } from '@shop/domain/console';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { Pill } from '@/ui/pill';
import type { InboxSearch } from '../lib/inbox-search';

/** One tab per status, named as the shop names it, with its count; "All" first. */
export function InboxTabs({
  tabs,
  active,
  onChange,
}: {
  tabs: readonly InboxTab[];
  active: string;
  onChange: (change: InboxSearch) => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const all = tabs.reduce((sum, tab) => sum + tab.count, 0);
  const entries = [{ ma: '', name: t`Tất cả`, count: all }].concat(
    tabs.map((tab) => ({ ma: tab.ma, name: localized(tab.ten, tab.ten_eng, locale), count: tab.count })),
  );
  return (
    <nav aria-label={t`Trạng thái đơn hàng`} className="-mx-4 mb-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-coffee-200 border-b">
        {entries.map((entry) => (
          <li key={entry.ma || 'all'}>
            <button
              type="button"
              aria-current={entry.ma === active ? 'page' : undefined}
              onClick={() => onChange({ status: entry.ma })}
              className="flex min-h-11 items-center gap-2 border-transparent border-b-2 px-3 font-semibold text-coffee-700 text-sm aria-[current=page]:border-leaf-700 aria-[current=page]:text-leaf-800"
            >
              {entry.name}
              <Pill tone="coffee">{entry.count}</Pill>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
