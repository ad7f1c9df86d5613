import { Trans, useLingui } from '@lingui/react/macro';
import type { ReviewSettings } from '@shop/domain/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Card } from '@/ui/card';
import { CheckboxField, TextAreaField } from '@/ui/field';
import { SaveBar } from '@/ui/save-bar';
import { reviewQueries, saveSettings } from '../api/review-queries';
import { submitWith } from '@/ui/form';

function SettingsForm({ saved, canEdit }: { saved: ReviewSettings; canEdit: boolean }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [publishAtOnce, setPublishAtOnce] = useState(saved.publish_at_once);
  const [words, setWords] = useState(saved.words.join('\n'));
  const save = useMutation({
    mutationFn: () => saveSettings({ publish_at_once: publishAtOnce, words: words.split('\n') }),
    onSuccess: (next) => {
      // The server cleans the list (trimmed, no empties or repeats): the box shows what was kept.
      setWords(next.words.join('\n'));
      queryClient.setQueryData(reviewQueries.settings().queryKey, next);
    },
  });
  return (
    <form className="flex flex-col gap-3" onSubmit={submitWith(() => save.mutate())}>
      <CheckboxField
        label={t`Hiển thị đánh giá mới ngay, không chờ duyệt`}
        checked={publishAtOnce}
        disabled={!canEdit}
        onChange={setPublishAtOnce}
      />
      <TextAreaField
        label={t`Từ cần lọc (mỗi dòng một từ)`}
        hint={t`Đánh giá chứa một từ trong danh sách luôn chờ duyệt, dù bật hiển thị ngay (không phân biệt dấu, hoa thường).`}
        value={words}
        readOnly={!canEdit}
        onChange={(event) => setWords(event.target.value)}
      />
      {canEdit ? (
        <SaveBar
          label={<Trans>Lưu cài đặt</Trans>}
          saving={save.isPending}
          status={
            save.error
              ? { ok: false, text: errorText(save.error, locale, t`Không lưu được cài đặt`) }
              : save.isSuccess
                ? { ok: true, text: t`Đã lưu cài đặt đánh giá` }
                : null
          }
        />
      ) : (
        <p className="text-coffee-700 text-sm">
          <Trans>Chỉ chủ cửa hàng thay đổi được cài đặt này.</Trans>
        </p>
      )}
    </form>
  );
}

/** The moderation's settings (decision 047): publish at once or wait, and the word filter list. */
export function ReviewSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const settings = useQuery(reviewQueries.settings());
  return (
    <Card title={<Trans>Cài đặt duyệt đánh giá</Trans>}>
      {settings.data ? (
        <SettingsForm saved={settings.data} canEdit={canEdit} />
      ) : settings.error ? (
        <p className="text-guava-700 text-sm">
          {errorText(settings.error, locale, t`Không tải được cài đặt`)}
        </p>
      ) : (
        <p role="status" className="text-coffee-700 text-sm">
          <Trans>Đang tải…</Trans>
        </p>
      )}
    </Card>
  );
}
