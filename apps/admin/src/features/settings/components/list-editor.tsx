import { Trans, useLingui } from '@lingui/react/macro';
import type { SettingsKind, SettingsRows } from '@shop/domain/console';
import { SETTINGS_COLLECTIONS } from '@shop/domain/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type * as v from 'valibot';
import { type FieldLabels, ItemTimeline, invalidateItemHistory } from '@/features/history';
import { getConsoleApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { settingsQueries } from '../api/settings-queries';
import type { SettingsTab } from '../lib/settings-search';
import { type FieldSpec, type FormValues, type SavedReply, SettingForm } from './setting-form';

export interface Column<TRow> {
  header: string;
  cell: (row: TRow) => ReactNode;
  numeric?: boolean;
  /** A column left out on a phone (the order, a date window: the edit screen shows them), so the table and its Edit link fit. */
  wideOnly?: boolean;
}

/** A group of rows shown as one table (the fee table: provinces, then former districts). */
export interface RowGroup<TRow> {
  title: string;
  note?: string;
  rows: (rows: TRow[]) => TRow[];
}

interface ListEditorProps<K extends SettingsKind, TSchema extends v.GenericSchema> {
  kind: K;
  tab: SettingsTab;
  selected: string | undefined;
  columns: Column<SettingsRows[K]>[];
  groups?: RowGroup<SettingsRows[K]>[];
  fields: FieldSpec[] | ((row: SettingsRows[K] | undefined) => FieldSpec[]);
  schema: TSchema;
  check?: (
    row: SettingsRows[K] | undefined,
    value: v.InferOutput<TSchema>,
  ) => { field: string; code: string } | undefined;
  toValues: (row: SettingsRows[K] | undefined) => FormValues;
  rowName: (row: SettingsRows[K]) => string;
  labels: FieldLabels;
  addLabel?: string;
  /** Beside the form (the VietQR preview): the values as typed. */
  aside?: (values: FormValues, row: SettingsRows[K] | undefined) => ReactNode;
  filter?: (row: SettingsRows[K], search: string) => boolean;
}

/**
 * A settings list with its edit screen: the rows in tables, and for the chosen row (?id=…) its form
 * (checked with the schema the server reads it with), a delete button and its timeline.
 */
export function ListEditor<K extends SettingsKind, TSchema extends v.GenericSchema>(
  props: ListEditorProps<K, TSchema>,
) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const list = useQuery(settingsQueries.list(props.kind));
  const [search, setSearch] = useState('');
  const rows = (list.data ?? []).filter((row) => !props.filter || props.filter(row, search));
  const groups = props.groups ?? [{ title: '', rows: (all: SettingsRows[K][]) => all }];
  const editing =
    props.selected && props.selected !== 'new'
      ? list.data?.find((row) => row._id === props.selected)
      : undefined;
  return (
    <div className="flex flex-col gap-4">
      {props.selected && list.data ? (
        props.selected === 'new' || editing ? (
          <RowEditor {...props} row={editing} key={props.selected} />
        ) : (
          <Alert>
            <Trans>Không tìm thấy mục cài đặt này</Trans>
          </Alert>
        )
      ) : null}
      {list.error ? <Alert>{errorText(list.error, locale, t`Không tải được danh sách`)}</Alert> : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        {props.filter ? (
          <label className="flex flex-col gap-1 font-semibold text-sm">
            <Trans>Tìm</Trans>
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="min-h-11 rounded-lg border border-coffee-200 bg-white px-3 font-normal text-base"
            />
          </label>
        ) : (
          <span />
        )}
        {props.addLabel ? (
          <Link to="/settings" search={{ tab: props.tab, id: 'new' }} className={LINK_BUTTON}>
            {props.addLabel}
          </Link>
        ) : null}
      </div>
      {groups.map((group) => (
        <Card key={group.title} title={group.title || t`Danh sách`}>
          {group.note ? <p className="mb-3 text-coffee-700 text-sm">{group.note}</p> : null}
          <RowTable {...props} rows={group.rows(rows)} isPending={list.isPending} />
        </Card>
      ))}
    </div>
  );
}

const LINK_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-leaf-700 px-4 font-semibold text-sm text-white hover:bg-leaf-800';

const WIDE_ONLY = 'hidden sm:table-cell';

function RowTable<K extends SettingsKind>({
  rows,
  columns,
  tab,
  rowName,
  isPending,
  selected,
}: {
  rows: SettingsRows[K][];
  columns: Column<SettingsRows[K]>[];
  tab: SettingsTab;
  rowName: (row: SettingsRows[K]) => string;
  isPending: boolean;
  selected: string | undefined;
}) {
  const { t } = useLingui();
  if (isPending) return <p className="text-coffee-700 text-sm">{t`Đang tải…`}</p>;
  if (rows.length === 0)
    return (
      <p className="text-coffee-700 text-sm">
        <Trans>Chưa có dòng nào.</Trans>
      </p>
    );
  return (
    // The table fits the screen (long names wrap); it scrolls only when a phone cannot hold it.
    <div className="relative -mx-4 overflow-x-auto px-4">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-coffee-100 border-b">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`py-2 pr-2 sm:pr-4 ${column.numeric ? 'text-right' : ''} ${column.wideOnly ? WIDE_ONLY : ''}`}
              >
                {column.header}
              </th>
            ))}
            <th scope="col" className="py-2">
              <span className="sr-only">
                <Trans>Thao tác</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-coffee-100">
          {rows.map((row) => (
            <tr
              key={row._id}
              aria-current={row._id === selected ? 'true' : undefined}
              className="aria-[current]:bg-leaf-50"
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`py-2 pr-2 sm:pr-4 ${column.numeric ? 'whitespace-nowrap text-right tabular-nums' : ''} ${column.wideOnly ? WIDE_ONLY : ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
              <td className="py-1 text-right">
                <Link
                  to="/settings"
                  search={{ tab, id: row._id }}
                  className="inline-flex min-h-11 items-center px-2 font-semibold text-leaf-800 underline"
                  aria-label={t`Sửa ${rowName(row)}`}
                >
                  <Trans>Sửa</Trans>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowEditor<K extends SettingsKind, TSchema extends v.GenericSchema>(
  props: ListEditorProps<K, TSchema> & { row: SettingsRows[K] | undefined },
) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { kind, row, tab } = props;
  const [values, setValues] = useState(() => props.toValues(row));
  const [deleteError, setDeleteError] = useState('');
  const collection = SETTINGS_COLLECTIONS[kind];
  const refresh = async (id: string) => {
    await queryClient.invalidateQueries({ queryKey: settingsQueries.list(kind).queryKey });
    await invalidateItemHistory(queryClient, collection, id);
  };
  const save = async (value: v.InferOutput<TSchema>) => {
    const api = await getConsoleApi();
    const body = value as Record<string, unknown>;
    if (row) {
      const reply = await api.updateSetting(kind, row._id, body);
      await refresh(row._id);
      return reply;
    }
    if (kind === 'payments') throw new Error('SETTINGS_NOT_FOUND');
    const reply = await api.createSetting(kind as Exclude<SettingsKind, 'payments'>, body);
    await refresh(reply.item._id);
    return reply;
  };
  /** A new row opens its own screen once the form holds it as saved. */
  const opened = (reply: SavedReply) =>
    row || !reply.item ? undefined : navigate({ to: '/settings', search: { tab, id: reply.item._id } });
  const [isAsking, setAsking] = useState(false);
  const remove = async () => {
    setAsking(false);
    if (!row || kind === 'payments') return;
    try {
      await (await getConsoleApi()).deleteSetting(kind as Exclude<SettingsKind, 'payments'>, row._id);
      await refresh(row._id);
      void navigate({ to: '/settings', search: { tab } });
    } catch (error) {
      setDeleteError(errorText(error, locale, t`Không xoá được`));
    }
  };
  const title = row ? t`Sửa: ${props.rowName(row)}` : (props.addLabel ?? '');
  return (
    <>
      <Card
        title={<span data-testid="setting-editor-title">{title}</span>}
        aside={
          <Link
            to="/settings"
            search={{ tab }}
            className="min-h-11 px-2 py-3 font-semibold text-sm underline"
          >
            <Trans>Đóng</Trans>
          </Link>
        }
      >
        <div className="flex flex-col gap-4 lg:flex-row">
          <div className="flex-1">
            <SettingForm
              schema={props.schema}
              fields={typeof props.fields === 'function' ? props.fields(row) : props.fields}
              initial={values}
              onChange={setValues}
              check={props.check ? (value) => props.check?.(row, value) : undefined}
              save={save}
              onSaved={opened}
            />
          </div>
          {props.aside?.(values, row)}
        </div>
        {row && kind !== 'payments' ? (
          <div className="mt-4 border-coffee-100 border-t pt-4">
            <Button variant="danger" onClick={() => setAsking(true)}>
              <Trans>Xoá dòng này</Trans>
            </Button>
            {deleteError ? <Alert>{deleteError}</Alert> : null}
            <ConfirmDialog
              open={isAsking}
              title={t`Xoá ${props.rowName(row)}?`}
              cancelLabel={<Trans>Không xoá</Trans>}
              confirmLabel={<Trans>Xoá</Trans>}
              onConfirm={() => void remove()}
              onClose={() => setAsking(false)}
            />
          </div>
        ) : null}
      </Card>
      {row ? <ItemTimeline collection={collection} id={row._id} labels={props.labels} /> : null}
    </>
  );
}
