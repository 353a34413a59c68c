// What a layout shows while a lazily loaded screen (or its catalogue) arrives.
import { Spinner } from '../../components/ui/spinner';

export function PageFallback() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-ink-600 dark:text-ink-200">
      <Spinner className="size-8" />
    </div>
  );
}
