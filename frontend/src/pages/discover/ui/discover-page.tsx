import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Page } from '@/shared/ui/page';
import { $content, $status, discoverOpened, discoverRetried } from '../model/discover';
import { DiscoverContent } from './discover-content';
import { DiscoverError } from './discover-error';
import { DiscoverSkeleton } from './discover-skeleton';

/** `/discover`, where listeners land after login: our design (ADR 0010). */
export function DiscoverPage() {
  const { content, status, opened, retry } = useUnit({
    content: $content,
    status: $status,
    opened: discoverOpened,
    retry: discoverRetried,
  });
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Page title="Discover" lead="New music and exclusives from independent artists.">
      {content !== null ? <DiscoverContent content={content} /> : null}
      {content === null && status === 'loading' ? <DiscoverSkeleton /> : null}
      {content === null && status === 'failed' ? <DiscoverError onRetry={retry} /> : null}
    </Page>
  );
}
