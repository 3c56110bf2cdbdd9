import { Highlight } from '@mantine/core';

/**
 * Text with the parts the search matched marked, as the server matched them: any case, accents
 * as typed. Without a search the text is returned as it is.
 */
export function SearchMatch({
  text,
  search,
}: {
  readonly text: string;
  readonly search: string | undefined;
}) {
  if (search === undefined) return text;
  return (
    <Highlight component="span" inherit highlight={search} accentInsensitive={false}>
      {text}
    </Highlight>
  );
}
