import { Trans, useLingui } from '@lingui/react/macro';
import { FOOTER_LIST_LIMIT, type FooterEntry, type FooterPageKind } from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getConsoleApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { settingsQueries } from '../api/settings-queries';
import { SaveBar, type SaveStatus } from './save-bar';

/** The footer's two lists (policies, guides): their order, one order for both languages. */
export function FooterTab() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const lists = useQuery(settingsQueries.footer());
  if (lists.error) return <Alert>{errorText(lists.error, locale, t`Không tải được danh sách`)}</Alert>;
  if (!lists.data) return <p className="text-coffee-700 text-sm">{t`Đang tải…`}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-coffee-700 text-sm">
        <Trans>
          Chân trang hiện {FOOTER_LIST_LIMIT} trang đầu của mỗi danh sách, theo thứ tự này, ở cả hai ngôn ngữ.
          Nội dung các trang sửa ở mục Nội dung.
        </Trans>
      </p>
      <FooterList kind="policy" title={t`Chính sách khách hàng`} entries={lists.data.policy} />
      <FooterList kind="guide" title={t`Hướng dẫn`} entries={lists.data.guide} />
    </div>
  );
}

function FooterList({
  kind,
  title,
  entries,
}: {
  kind: FooterPageKind;
  title: string;
  entries: FooterEntry[];
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [order, setOrder] = useState(() => entries.map((entry) => entry.nhom));
  const [status, setStatus] = useState<SaveStatus>(null);
  const byGroup = new Map(entries.map((entry) => [entry.nhom, entry]));
  const move = (index: number, step: -1 | 1) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + step, 0, item);
    setOrder(next);
    setStatus(null);
  };
  const save = async () => {
    try {
      const reply = await (await getConsoleApi()).saveFooterOrder({ kind, groups: order });
      queryClient.setQueryData(settingsQueries.footer().queryKey, reply.lists);
      setStatus({ ok: true, text: reply.message });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error, locale, t`Không lưu được, vui lòng thử lại`) });
    }
  };
  return (
    <Card title={title}>
      <ol className="divide-y divide-coffee-100" data-testid={`footer-${kind}`}>
        {order.map((nhom, index) => {
          const entry = byGroup.get(nhom);
          const name = entry?.vi?.title ?? entry?.en?.title ?? nhom;
          return (
            <li key={nhom} className="flex flex-wrap items-center gap-3 py-2">
              <span
                className={`w-6 text-right font-semibold ${index < FOOTER_LIST_LIMIT ? 'text-leaf-800' : 'text-coffee-600'}`}
              >
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{entry?.vi?.title ?? t`(chưa có bản tiếng Việt)`}</span>
                <span className="block text-coffee-700 text-sm" lang="en">
                  {entry?.en?.title ?? t`(chưa có bản tiếng Anh)`}
                </span>
                {index >= FOOTER_LIST_LIMIT ? (
                  <span className="block text-coffee-700 text-xs">
                    <Trans>Không hiện ở chân trang</Trans>
                  </span>
                ) : null}
              </span>
              <span className="flex gap-1">
                <Button
                  variant="secondary"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t`Đưa lên: ${name}`}
                >
                  ↑
                </Button>
                <Button
                  variant="secondary"
                  disabled={index === order.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t`Đưa xuống: ${name}`}
                >
                  ↓
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="mt-3">
        <SaveBar
          status={status}
          button={
            <Button onClick={() => void save()}>
              <Trans>Lưu thứ tự</Trans>
            </Button>
          }
        />
      </div>
    </Card>
  );
}
