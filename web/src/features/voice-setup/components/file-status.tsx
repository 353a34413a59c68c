// A file's status as a coloured dot and a word (docs/product.md, States): completed green with a check, processing
// yellow, failed red, anything else grey. The word is a polite live region: a file read in the background
// (decision 028) is announced when it moves from processing to ready or failed.
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

const dots: Record<string, string> = {
  completed: 'bg-green-600',
  processing: 'bg-amber-400 animate-pulse',
  failed: 'bg-red-600',
};

const known = new Set(['completed', 'processing', 'failed']);

export function FileStatus({ status }: { status: string }) {
  const { t } = useTranslation('voice-setup');
  const kind = known.has(status) ? status : 'unknown';
  return (
    <span className="inline-flex items-center gap-1.5" data-status={kind}>
      <span
        aria-hidden="true"
        className={cn('flex size-4 items-center justify-center rounded-full', dots[kind] ?? 'bg-gray-400')}
      >
        {kind === 'completed' ? (
          <svg viewBox="0 0 20 20" className="size-3 text-white" fill="currentColor" aria-hidden="true">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
        ) : null}
      </span>
      <span aria-live="polite">{t(`files.status.${kind}`)}</span>
    </span>
  );
}
