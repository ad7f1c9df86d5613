import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { prefetchHome } from '@/features/home/lib/home-data';
import { useLanguageStore } from '@/stores/language-store';

export const Route = createFileRoute('/')({
  loader: ({ context }) => prefetchHome(context.queryClient, useLanguageStore.getState().language),
  component: HomePage,
});
