import { useState } from 'react';
import { attachmentFileName } from '@app/domain';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import type { AdminToast } from '../admin-toasts.ts';
import { useAdminFetch, type AdminFetch } from '../api/admin-fetch.ts';

/**
 * Hands a downloaded file to the browser's download manager. The object URL outlives the click
 * for a while: browsers read it after the click returns, and some only once a save dialog closes.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

/**
 * Downloads one of the admin's files (an export, a CV) and saves it under the name the server
 * gives. The request carries the bearer token, so the file is fetched here and saved from memory
 * rather than linked to. Resolves to false when the session had ended (the login form then
 * shows, and a toast would only confuse); throws when the file could not be had.
 */
async function downloadAdminFile(
  adminFetch: AdminFetch,
  path: string,
  fallbackFileName: string,
): Promise<boolean> {
  const response = await adminFetch(path);
  if (response.status === 401) return false;
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`);
  const fileName =
    attachmentFileName(response.headers.get('content-disposition')) ?? fallbackFileName;
  saveFile(await response.blob(), fileName);
  return true;
}

/**
 * A download button's state: `download` fetches and saves the file, toasting `failureToast` when
 * it cannot; `downloading` is true meanwhile.
 */
export function useAdminDownload(failureToast: AdminToast): {
  readonly downloading: boolean;
  readonly download: (path: string, fallbackFileName: string) => void;
} {
  const adminFetch = useAdminFetch();
  const [downloading, setDownloading] = useState(false);
  const download = async (path: string, fallbackFileName: string) => {
    setDownloading(true);
    try {
      await downloadAdminFile(adminFetch, path, fallbackFileName);
    } catch {
      showToast(failureToast);
    } finally {
      setDownloading(false);
    }
  };
  return {
    downloading,
    download: (path, fallbackFileName) => {
      void download(path, fallbackFileName);
    },
  };
}
