import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { RetryIcon } from '@/shared/ui/icons';

export function DiscoverError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      title="We could not load Discover."
      action={
        <Button variant="secondary" size="sm" icon={<RetryIcon size={16} />} onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
