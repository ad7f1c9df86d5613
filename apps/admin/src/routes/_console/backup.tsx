import { createFileRoute } from '@tanstack/react-router';
import { BackupPage } from '@/features/backup/components/backup-page';

/** Backup download and restore into an empty app (owner only). */
export const Route = createFileRoute('/_console/backup')({
  component: function Backup() {
    return <BackupPage />;
  },
});
