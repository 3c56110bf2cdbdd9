import { useRef, useState } from 'react';
import {
  cvEmptyMessage,
  cvKindOf,
  cvMaxBytes,
  cvTooLargeMessage,
  cvWrongTypeMessage,
} from '@app/domain';

/**
 * Why a chosen CV cannot be sent, decided as the server decides: its size, then its type from its
 * first bytes (never its name or the type the browser guesses).
 */
async function cvProblem(file: File): Promise<string | undefined> {
  if (file.size === 0) return cvEmptyMessage;
  if (file.size > cvMaxBytes) return cvTooLargeMessage;
  const kind = cvKindOf(new Uint8Array(await file.arrayBuffer()));
  return kind === null ? cvWrongTypeMessage : undefined;
}

export type CvField = {
  /** The chosen file, null when none. */
  readonly file: File | null;
  /** Why the chosen file cannot be sent, once its check is done. */
  readonly error: string | undefined;
  /** Choosing a file checks it; null removes it. */
  readonly choose: (file: File | null) => void;
  /** After the chosen file's check: the file to send (null for none), or 'refused'. */
  readonly checked: () => Promise<File | null | 'refused'>;
};

type Choice = { readonly file: File | null; readonly problem: Promise<string | undefined> };

const noChoice: Choice = { file: null, problem: Promise.resolve(undefined) };

/** `initialError`: the CV's message of a refused plain post the page was rendered for. */
export function useCvField(initialError?: string): CvField {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(initialError);
  // The latest choice, so that a slow check of an earlier file never overrides it.
  const choice = useRef<Choice>(noChoice);

  const choose = (next: File | null) => {
    // A file that cannot be read (moved away since it was chosen) cannot be sent either: the
    // sending then fails, and the visitor is told to try again.
    const current: Choice =
      next === null ? noChoice : { file: next, problem: cvProblem(next).catch(() => undefined) };
    choice.current = current;
    setFile(next);
    setError(undefined);
    void current.problem.then((problem) => {
      if (choice.current === current) setError(problem);
    });
  };

  const checked = async () => {
    const current = choice.current;
    return (await current.problem) === undefined ? current.file : 'refused';
  };

  return { file, error, choose, checked };
}
