import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { formatFileSize } from '../admin-format.ts';
import { adminToasts } from '../admin-toasts.ts';
import { ActionTooltip } from '../admin-tooltips.tsx';
import type { ApplicationCvDto, ApplicationDto } from '../api/admin-api.ts';
import { useAdminDownload } from '../export/download-file.ts';
import classes from './ApplicationDrawer.module.css';

const cvTexts = {
  download: 'Download',
  downloadCv: 'Download CV',
  noCv: 'No CV attached',
} as const;

/** Where an admin downloads an application's CV (bearer token, like the CSV exports). */
function cvDownloadPath(applicationId: number): string {
  return `/api/career-submissions/${String(applicationId)}/cv`;
}

type CvDownloadButtonProps = Omit<ButtonProps, 'loading' | 'children'> & {
  readonly application: Pick<ApplicationDto, 'id'> & { readonly cv: ApplicationCvDto };
  /** The button's text: "Download CV" by default; shorter where the CV is already named. */
  readonly label?: string;
};

/**
 * Saves an application's CV under the name the server gives it. Fetched with the session's token
 * (a plain link could not send it); a failure is toasted.
 */
export function CvDownloadButton({
  application,
  label = cvTexts.downloadCv,
  ...buttonProps
}: CvDownloadButtonProps) {
  const { downloading, download } = useAdminDownload(adminToasts.cvDownloadFailed);
  return (
    <ActionTooltip label={`Save ${application.cv.fileName} to this computer`}>
      <Button
        variant="default"
        leftSection={<IconDownload aria-hidden size={16} />}
        {...buttonProps}
        // Says what it does and names the file, for a screen reader going through the buttons
        // alone; the text shown (Download, or the file's name) is part of it, word for word
        // (in brackets, the name's first and last words would not match the text shown).
        aria-label={`${cvTexts.downloadCv}, ${application.cv.fileName}`}
        loading={downloading}
        onClick={() => {
          download(cvDownloadPath(application.id), application.cv.fileName);
        }}
      >
        {label}
      </Button>
    </ActionTooltip>
  );
}

/** The CV in the application's detail: its file name and size, and its Download button. */
export function CvSummary({ application }: { readonly application: ApplicationDto }) {
  const { cv } = application;
  if (cv === null) return <p className={classes.noCv}>{cvTexts.noCv}</p>;
  return (
    <div className={classes.cv}>
      <IconFileText aria-hidden size={28} className={classes.cvIcon} />
      <div className={classes.cvName}>
        <span className={classes.cvFileName}>{cv.fileName}</span>
        <span className={classes.cvSize}>{formatFileSize(cv.byteSize)}</span>
      </div>
      <CvDownloadButton application={{ id: application.id, cv }} label={cvTexts.download} />
    </div>
  );
}
