import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, type RestoreReply } from '@shop/api-client';
import { type FormEvent, useId, useState } from 'react';
import { getShopApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { saveFile } from '@shop/browser-kit/save-file';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Field } from '@/ui/field';
import { PageTitle } from '@/ui/page-title';

const APP_ID = /^[0-9a-f]{24}$/;

/** A fresh app id (24 hex digits) to restore into: a new, empty app. */
function newAppId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const megabytes = (bytes: number, locale: string) =>
  (bytes / 1_048_576).toLocaleString(locale === 'en' ? 'en-GB' : 'vi-VN', { maximumFractionDigits: 1 });

/**
 * Backup download and restore into an empty app, through the shop's backup API (decision 011).
 * Owner only: the frame shows the console's "not allowed" state to anyone else (area 'backup').
 */
export function BackupPage() {
  return (
    <>
      <PageTitle>
        <Trans>Sao lưu và khôi phục</Trans>
      </PageTitle>
      <div className="flex flex-col gap-4">
        <DownloadCard />
        <RestoreCard />
      </div>
    </>
  );
}

function DownloadCard() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const [received, setReceived] = useState<number | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const download = async () => {
    setStatus(null);
    setReceived(0);
    try {
      const api = await getShopApi();
      const file = await api.downloadBackup(undefined, setReceived);
      saveFile(file.blob, file.fileName);
      setStatus({ ok: true, text: t`Đã tải về ${file.fileName} (${megabytes(file.blob.size, locale)} MB).` });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error, locale, t`Không tải được bản sao lưu`) });
    } finally {
      setReceived(null);
    }
  };
  return (
    <Card title={<Trans>Tải bản sao lưu</Trans>}>
      <p className="mb-3 text-coffee-700 text-sm">
        <Trans>
          Một tệp JSON chứa toàn bộ dữ liệu của cửa hàng: sản phẩm, nội dung, đơn hàng, cài đặt và lịch sử
          thay đổi. Tài khoản và mật khẩu không nằm trong tệp.
        </Trans>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void download()} disabled={received !== null}>
          <Trans>Tải bản sao lưu</Trans>
        </Button>
        <p role="status" className="text-sm">
          {received !== null
            ? received === 0
              ? t`Máy chủ đang tạo bản sao lưu…`
              : t`Đang tải: ${megabytes(received, locale)} MB`
            : status?.ok
              ? status.text
              : ''}
        </p>
      </div>
      {status && !status.ok ? <Alert>{status.text}</Alert> : null}
    </Card>
  );
}

type Phase = 'idle' | 'reading' | 'sending' | 'done';

function RestoreCard() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const fileId = useId();
  const [target, setTarget] = useState(newAppId);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<RestoreReply | null>(null);
  const [error, setError] = useState<{ text: string; isNotEmpty: boolean } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ target?: string; file?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setResult(null);
    const errors = {
      ...(APP_ID.test(target) ? {} : { target: t`Mã ứng dụng gồm 24 chữ số thập lục phân (0–9, a–f)` }),
      ...(file ? {} : { file: t`Vui lòng chọn tệp sao lưu (.json)` }),
    };
    setFieldErrors(errors);
    if (!file || Object.keys(errors).length > 0) return;
    try {
      setPhase('reading');
      const text = await file.slice(0, 200).text();
      if (!text.includes('shop-app-backup')) throw new Error('BACKUP_INVALID');
      setPhase('sending');
      const reply = await (await getShopApi()).restoreFile(target, file);
      setResult(reply);
      setPhase('done');
    } catch (caught) {
      setPhase('idle');
      const isNotEmpty = caught instanceof ApiError && caught.code === 'APP_NOT_EMPTY';
      setError({ text: errorText(caught, locale, t`Không khôi phục được`), isNotEmpty });
    }
  };

  const steps: { phase: Phase; label: string }[] = [
    { phase: 'reading', label: t`Kiểm tra tệp` },
    { phase: 'sending', label: t`Gửi tệp và khôi phục trên máy chủ` },
    { phase: 'done', label: t`Hoàn tất` },
  ];
  const current = steps.findIndex((step) => step.phase === phase);
  return (
    <Card title={<Trans>Khôi phục vào một ứng dụng trống</Trans>}>
      <p className="mb-3 text-coffee-700 text-sm">
        <Trans>
          Bản sao lưu chỉ khôi phục được vào một ứng dụng chưa có dữ liệu, để không bao giờ ghi đè hay trộn
          lẫn hai cửa hàng. Cửa hàng đang chạy đã có dữ liệu nên hãy khôi phục vào một mã ứng dụng mới, rồi
          khởi động lại máy chủ với ID_APP bằng mã đó.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="font-semibold text-sm">
            <Trans>Tệp sao lưu (.json)</Trans>
          </label>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json"
            aria-invalid={fieldErrors.file ? true : undefined}
            aria-describedby={fieldErrors.file ? `${fileId}-error` : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="min-h-11 text-base"
          />
          {fieldErrors.file ? (
            <p id={`${fileId}-error`} className="text-guava-700 text-sm">
              {fieldErrors.file}
            </p>
          ) : null}
        </div>
        <Field
          label={t`Mã ứng dụng nhận dữ liệu`}
          value={target}
          onChange={(event) => setTarget(event.target.value.trim())}
          error={fieldErrors.target}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={phase === 'reading' || phase === 'sending'}>
            <Trans>Khôi phục</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setTarget(newAppId())}>
            <Trans>Tạo mã ứng dụng mới</Trans>
          </Button>
        </div>
      </form>
      {phase !== 'idle' ? (
        <div className="mt-4">
          <progress
            className="w-full accent-leaf-700"
            max={steps.length}
            value={current + 1}
            aria-label={t`Tiến độ khôi phục`}
          />
          <ol className="mt-2 text-sm" aria-live="polite">
            {steps.map((step, index) => (
              <li
                key={step.phase}
                className={index <= current ? 'font-semibold text-leaf-800' : 'text-coffee-700'}
              >
                {index < current || phase === 'done' ? '✓ ' : index === current ? '… ' : ''}
                {step.label}
                {step.phase === 'sending' && file ? ` (${megabytes(file.size, locale)} MB)` : ''}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {result ? (
        <div
          className="mt-4 rounded-lg border border-leaf-600/30 bg-leaf-50 p-4 text-sm"
          data-testid="restore-result"
        >
          <p className="font-semibold">{result.message}</p>
          <p>
            <Trans>
              Ứng dụng {result.id_app}: {result.documents} tài liệu, {result.versions} phiên bản lịch sử.
            </Trans>
          </p>
          <p className="mt-2">
            <Trans>Để cửa hàng dùng dữ liệu này, khởi động lại máy chủ với ID_APP={result.id_app}.</Trans>
          </p>
        </div>
      ) : null}
      {error ? (
        <div className="mt-4 flex flex-col gap-2">
          <Alert>{error.text}</Alert>
          {error.isNotEmpty ? (
            <p className="text-sm" data-testid="restore-not-empty">
              <Trans>
                Ứng dụng này đã có dữ liệu nên không thể khôi phục vào đó. Bấm "Tạo mã ứng dụng mới" để khôi
                phục vào một ứng dụng trống.
              </Trans>
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
