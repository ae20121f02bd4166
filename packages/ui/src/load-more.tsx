import { Button } from './button.tsx';
import { useWords } from './words.tsx';

/** The next page of an infinite list: shown only while there is one. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const words = useWords();
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
        {words(query.isFetchingNextPage ? 'Loading…' : 'Load more')}
      </Button>
    </div>
  );
}
