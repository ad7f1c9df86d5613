import { createFileRoute } from '@tanstack/react-router';
import { CodPage } from '@/features/shipments';

/** The carriers' COD statements: import, mismatches and what each carrier owes (decision 066). */
export const Route = createFileRoute('/_console/cod')({ component: CodPage });
