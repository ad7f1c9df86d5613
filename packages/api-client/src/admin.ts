import type { Transport } from './client.js';

/** One app's data as `POST /api/app/backup/{id}` returns it (docs/api.md "Backup and restore"). */
export interface AppArchive {
  format: 'shop-app-backup';
  version: 1;
  id_app: string;
  created_at: string;
  order_number: number | null;
  documents: {
    collection: string;
    id: string;
    owner: string | null;
    created_at: string;
    updated_at: string;
    data: Record<string, unknown>;
  }[];
  versions: {
    collection: string;
    id: string;
    version: number;
    data: Record<string, unknown> | null;
    changed_at: string;
    changed_by: string | null;
  }[];
}

export interface RestoreReply {
  id_app: string;
  documents: number;
  versions: number;
  message: string;
}

/** Whole-shop archives are large and slow to build: give them more time than a page's call. */
const ARCHIVE_TIMEOUT_MS = 120_000;

/** The administrator's calls of SPEC §7: backup and restore of one app (a customer gets 403). */
export function adminCalls(transport: Transport) {
  const restoreFile = (idApp: string, file: Blob) => {
    const form = new FormData();
    form.append('file', file, 'backup.json');
    return transport.http
      .post(`api/app/restore/${idApp}`, {
        searchParams: transport.authParams(),
        body: form,
        timeout: ARCHIVE_TIMEOUT_MS,
      })
      .json<RestoreReply>();
  };
  return {
    /** POST /api/app/backup/{id}: every document, version and the order counter of the app. */
    backupApp: (idApp: string = transport.options.idApp) =>
      transport.http
        .post(`api/app/backup/${idApp}`, {
          searchParams: transport.authParams(),
          timeout: ARCHIVE_TIMEOUT_MS,
        })
        .json<AppArchive>(),
    /** POST /api/app/restore/{id}, multipart: restores an archive into an app that holds no data (else 409). */
    restoreApp: (idApp: string, archive: AppArchive) =>
      restoreFile(idApp, new Blob([JSON.stringify(archive)], { type: 'application/json' })),
    /**
     * GET /api/app/backup/{id} as a file to save: its bytes and the server's file name;
     * `onProgress` hears the bytes received so far while it downloads (the archive is built first,
     * then sent, often compressed: its final size is not known in advance).
     */
    downloadBackup: async (
      idApp: string = transport.options.idApp,
      onProgress?: (receivedBytes: number) => void,
    ): Promise<{ blob: Blob; fileName: string }> => {
      const response = await transport.http.get(`api/app/backup/${idApp}`, {
        searchParams: transport.authParams(),
        timeout: ARCHIVE_TIMEOUT_MS,
        ...(onProgress ? { onDownloadProgress: (progress) => onProgress(progress.transferredBytes) } : {}),
      });
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      return { blob: await response.blob(), fileName: name ?? `backup-${idApp}.json` };
    },
    /** POST /api/app/restore/{id} with an archive file as it was saved (sent as is, not re-read). */
    restoreFile,
  };
}
