// Drag-and-drop or click-to-pick upload (react-dropzone). The spec's checks run first and name the rule a
// batch breaks; an accepted batch goes out with a progress bar, and each file's outcome comes back as a
// toast (words extracted, or none found).
import { FILE_LIMITS } from '@inkprint/shared';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form';
import { useFormatters } from '../../../lib/format';
import { useUploadFiles } from '../api/upload-files';
import type { UploadedFile } from '../types';
import { ACCEPTED_FILES, checkUpload, findFakePdf, type UploadProblem } from '../upload-rules';

interface UploadAreaProps {
  stored: readonly UploadedFile[];
  onProfileReset: () => void;
}

export function UploadArea({ stored, onProfileReset }: UploadAreaProps) {
  const { t } = useTranslation('voice-setup');
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  // A batch refused after the name and size checks: a .pdf that is not one, or the server's reason.
  const [fakePdf, setFakePdf] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  // The names of the batch on its way, each shown with its state: sent, then read by the server.
  const [sending, setSending] = useState<string[]>([]);
  const upload = useUploadFiles(setProgress);
  const format = useFormatters();
  const full = stored.length >= FILE_LIMITS.maxFiles;
  const busy = upload.isPending;

  function announce(files: readonly UploadedFile[]) {
    const many = files.length > 1;
    for (const file of files) {
      if (file.status === 'failed') {
        toast.error(
          t('upload.fileResult', { filename: file.filename, result: file.error ?? t('upload.failed') }),
        );
        continue;
      }
      // Still being read (decision 028): the list below shows it move to ready or failed.
      if (file.status === 'processing') {
        const result = t('upload.stillReading');
        toast(many ? t('upload.fileResult', { filename: file.filename, result }) : result);
        continue;
      }
      const result =
        file.total_words > 0 ? t('upload.words', { count: file.total_words }) : t('upload.noWords');
      const text = many ? t('upload.fileResult', { filename: file.filename, result }) : result;
      if (file.total_words > 0) toast.success(text);
      else toast(text, { icon: '⚠️' });
    }
  }

  async function send(files: File[]) {
    if (files.length === 0 || busy) return;
    const broken = checkUpload(files, stored);
    setProblem(broken);
    setFakePdf(null);
    setRefusal(null);
    if (broken) return;
    const notPdf = await findFakePdf(files);
    if (notPdf) {
      setFakePdf(notPdf);
      return;
    }
    setProgress(0);
    setSending(files.map((file) => file.name));
    try {
      const reply = await upload.mutateAsync(files);
      if (reply.voice_profile_reset) onProfileReset();
      announce(reply.uploaded_files);
    } catch (error) {
      setRefusal(errorMessage(error, t('upload.failed')));
    }
  }

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPTED_FILES,
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled: busy || full,
    onDrop: (accepted, rejected) => void send([...accepted, ...rejected.map((r) => r.file)]),
  });

  const percent = Math.round(progress * 100);
  const percentText = format.percent(percent / 100);
  const problemText = problem
    ? t(`upload.errors.${problem}`, { max: FILE_LIMITS.maxFiles })
    : fakePdf
      ? t('upload.notPdf', { filename: fakePdf })
      : refusal;

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('upload.title')}</h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('upload.hint')}</p>
      <div
        {...getRootProps({ onClick: busy || full ? undefined : open })}
        data-testid="dropzone"
        className={cn(
          'mt-4 flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          isDragActive
            ? 'border-ink-500 bg-ink-50 dark:bg-charcoal-700'
            : 'border-gray-300 bg-paper dark:border-charcoal-700 dark:bg-charcoal',
          busy || full ? 'cursor-default opacity-80' : 'cursor-pointer hover:border-ink-400',
        )}
      >
        {/* The visible button is what assistive technology should find; the input only does the work. */}
        <input {...getInputProps({ 'aria-hidden': true })} />
        <svg
          viewBox="0 0 24 24"
          className="size-10 text-ink-600 dark:text-ink-300"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 16V4m0 0-4 4m4-4 4 4" />
          <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
        </svg>
        {full ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('upload.full')}</p>
        ) : (
          <>
            <p className="font-medium">{isDragActive ? t('upload.dropActive') : t('upload.drop')}</p>
            <p className="text-sm text-gray-600 dark:text-gray-300">{t('upload.or')}</p>
            {/* The click bubbles to the drop area, which opens the picker (keyboard too: Enter clicks). */}
            <button
              type="button"
              disabled={busy}
              className="rounded-lg bg-ink-600 px-4 py-2 text-sm font-semibold text-white hover:bg-ink-700 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-ink-500 dark:hover:bg-ink-400"
            >
              {t('upload.browse')}
            </button>
          </>
        )}
      </div>
      {busy ? (
        <div className="mt-4 space-y-2">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span aria-live="polite">
              {progress < 1 ? t('upload.uploading', { count: sending.length }) : t('upload.processing')}
            </span>
            <span className="tabular-nums text-gray-700 dark:text-gray-300">{percentText}</span>
          </div>
          <ProgressBar percent={percent} tone="blue" label={t('upload.progress')} valueText={percentText} />
          {/* 100 % sent is not done: the server still extracts each file's text, which can take seconds. */}
          <ul className="space-y-1 text-sm">
            {sending.map((name, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: two picked files may share a name; the batch is fixed while shown
                key={`${index}-${name}`}
                data-testid="upload-file"
                className="flex items-center justify-between gap-3"
              >
                <span className="min-w-0 truncate">{name}</span>
                <span className="flex shrink-0 items-center gap-2 text-gray-700 dark:text-gray-300">
                  {progress < 1 ? null : <Spinner />}
                  {progress < 1 ? t('upload.fileSending') : t('upload.fileReading')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {problemText ? (
        <Alert tone="error" className="mt-4">
          {problemText}
        </Alert>
      ) : null}
    </Card>
  );
}
