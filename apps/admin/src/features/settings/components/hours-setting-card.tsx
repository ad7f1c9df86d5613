import { useLingui } from '@lingui/react/macro';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { Card } from '@/ui/card';
import { Pending } from '@/ui/loading';
import { SettingForm } from './setting-form';

type Hours<TName extends string> = Record<TName, number>;

/** The one setting out of a save's reply (which also holds its message). */
function pick<TName extends string>(reply: Hours<TName>, name: TName): Hours<TName> {
  return Object.fromEntries([[name, reply[name]]]) as Hours<TName>;
}

/**
 * A settings card of one number of whole hours (the payment hold, the return window): the stored
 * value loaded by `query`, the form read with `schema`, and the saved hours written back into the
 * query's cache from the server's reply.
 */
export function HoursSettingCard<TName extends string, TKey extends QueryKey>({
  title,
  loadFailed,
  query,
  name,
  label,
  hint,
  schema,
  save,
}: {
  title: ReactNode;
  loadFailed: string;
  query: UseQueryOptions<Hours<TName>, Error, Hours<TName>, TKey> & { queryKey: TKey };
  name: TName;
  label: string;
  hint: string;
  schema: v.GenericSchema<unknown, Hours<TName>>;
  save: (form: Hours<TName>) => Promise<Hours<TName> & { message: string }>;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery(query);
  if (settings.error || !settings.data)
    return (
      <Pending query={settings} failed={loadFailed} compact>
        {t`Đang tải…`}
      </Pending>
    );
  return (
    <Card title={title}>
      <SettingForm
        schema={schema}
        fields={[{ name, label, type: 'number', hint }]}
        initial={{ [name]: String(settings.data[name]) }}
        save={async (form) => {
          const reply = await save(form);
          // The query holds this one setting: the reply's hours are its new value.
          queryClient.setQueryData<Hours<TName>>(query.queryKey, pick(reply, name));
          return reply;
        }}
      />
    </Card>
  );
}
