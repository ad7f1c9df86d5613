import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { readSettingsSearch } from '@/features/settings/lib/settings-search';

/** The shop's settings (owner only): /settings?tab=fees|freeships|carriers|payments|company|footer&id=…. */
export const Route = createFileRoute('/_console/settings')({
  validateSearch: readSettingsSearch,
  component: function Settings() {
    return <SettingsPage search={Route.useSearch()} />;
  },
});
