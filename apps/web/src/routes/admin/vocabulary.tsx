import { createFileRoute } from '@tanstack/react-router';
import { VocabularyPage } from '../../features/search/vocabulary-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { listSearch, text } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/vocabulary')({
  beforeLoad: requireAccess('manage_products'),
  validateSearch: listSearch({ category: text(80) }),
  component: VocabularyPage,
});
