import type { CodStatementBody } from '@shop/domain/carriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';
import { consoleQuery } from '@/lib/console-query';

/** What each carrier owes in COD and the statement lines that do not agree (decision 066), under ['cod']. */
export const codQuery = () => consoleQuery(['cod'], (api) => api.codOverview(), { refetchInterval: 60_000 });

/** Imports a carrier's COD statement; what is owed and the mismatches are read again. */
export function useImportCod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CodStatementBody) => (await getConsoleApi()).importCodStatement(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cod'] }),
  });
}
