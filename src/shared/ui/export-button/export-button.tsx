/**
 * Downloads a file answer (an Excel export, a template, a contract) with its progress on the
 * button, and says plainly when it failed. The transport already turns a failure — including a
 * "file" whose content is the platform's JSON error — into an ApiError with the platform's
 * message (shown once as the error toast); the button adds which export failed.
 *
 *   <ExportButton fileName="orders.xlsx" download={(request) => exportEcOrders(filters, request)} />
 *
 * `download` gets the transport options to pass through (progress, cancellation on unmount).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { feedback } from '@/lib/feedback/feedback.ts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import type { DownloadProgress, TransportRequestOptions } from '@/lib/http/request-options.ts';
import { exportTexts } from './export-texts.ts';

export interface ExportRequest extends Pick<TransportRequestOptions, 'onDownloadProgress'> {
  signal: AbortSignal;
}

export interface ExportButtonProps extends Pick<ButtonProps, 'type' | 'size' | 'disabled'> {
  /** The name the file is saved under. */
  fileName: string;
  /** Calls the generated download function with `request` as its options. */
  download: (request: ExportRequest) => Promise<Blob>;
  children?: ReactNode;
}

/** Saves a Blob under a name through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the URL can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url));
}

function percentOf(progress: DownloadProgress | undefined): number {
  return progress?.total ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
}

export function ExportButton({ fileName, download, children, type, size, disabled }: ExportButtonProps) {
  const t = useT(exportTexts);
  const [progress, setProgress] = useState<DownloadProgress | undefined>(undefined);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    if (running) return;
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setProgress(undefined);
    try {
      const blob = await download({ signal: controller.signal, onDownloadProgress: setProgress });
      saveBlob(blob, fileName);
      feedback.message.success(t('export.done', { name: fileName }));
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason = error instanceof Error && error.message ? error.message : undefined;
      feedback.message.error(reason ? t('export.failed', { reason }) : t('export.failedUnknown'));
    } finally {
      if (!controller.signal.aborted) setRunning(false);
    }
  };

  return (
    <Button
      type={type}
      size={size}
      disabled={disabled}
      icon={<DownloadOutlined />}
      loading={running}
      onClick={() => void run()}
      aria-busy={running}
    >
      {running ? t('export.exporting', { percent: percentOf(progress) }) : (children ?? t('common.export'))}
    </Button>
  );
}
