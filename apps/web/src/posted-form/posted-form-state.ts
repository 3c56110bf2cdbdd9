import { createContext, useContext, useEffect, useState } from 'react';
import {
  type PostedFormKind,
  type PostedFormPage,
  type PostedFormState,
  postedFormKinds,
  postedFormPages,
} from '@app/domain';

/** The pages a form of the kind sits on. */
export type PostedFormPageOf<Kind extends PostedFormKind> = (typeof postedFormPages)[Kind][number];

/** The element of a form's page, as the server renders it after a refused post, holding the state. */
export const postedFormStateElementId = 'posted-form-state';

/**
 * The refused post a page was rendered for, handed to the form it belongs to once: the form that
 * mounts first on that page starts from it; a later visit to the page (the visitor navigated away
 * and back) starts empty, as it always did.
 */
export class PostedFormHolder {
  #state: PostedFormState | undefined;

  constructor(state: PostedFormState) {
    this.#state = state;
  }

  /** The state, when it is the given form's on the given page and no form has settled it yet. */
  peek(kind: PostedFormKind, page: PostedFormPage): PostedFormState | undefined {
    const state = this.#state;
    return state?.kind === kind && state.page === page ? state : undefined;
  }

  settle(): void {
    this.#state = undefined;
  }
}

export const PostedFormContext = createContext<PostedFormHolder | undefined>(undefined);

/**
 * The refused post a form starts from, if the page was rendered for one. Read while rendering,
 * so the browser's first render matches the server's HTML; settled once the form has mounted.
 */
export function usePostedFormState(
  kind: PostedFormKind,
  page: PostedFormPage,
): PostedFormState | undefined {
  const holder = useContext(PostedFormContext);
  const [state] = useState(() => holder?.peek(kind, page));
  useEffect(() => {
    if (state !== undefined) holder?.settle();
  }, [holder, state]);
  return state;
}

/** A posted form's state for a page that holds the form (CareersPage holds the position). */
export function usePeekPostedFormState(
  kind: PostedFormKind,
  page: PostedFormPage,
): PostedFormState | undefined {
  const holder = useContext(PostedFormContext);
  const [state] = useState(() => holder?.peek(kind, page));
  return state;
}

function isStringRecord(value: unknown): value is Readonly<Record<string, string>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** The state a page embeds, checked: a page carries it only after a refused post. */
export function parsePostedFormState(json: string): PostedFormState | undefined {
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, page, values, fieldErrors, formError } = value as Record<string, unknown>;
  const knownKind = postedFormKinds.find((candidate) => candidate === kind);
  if (knownKind === undefined) return undefined;
  const knownPage = postedFormPages[knownKind].find((candidate) => candidate === page);
  if (knownPage === undefined || !isStringRecord(values) || !isStringRecord(fieldErrors)) {
    return undefined;
  }
  if (formError !== undefined && typeof formError !== 'string') return undefined;
  return {
    kind: knownKind,
    page: knownPage,
    values,
    fieldErrors,
    ...(formError === undefined ? {} : { formError }),
  };
}

/** The data block a form's page embeds its state in; `<` escaped so no text can close it. */
export function postedFormStateScript(state: PostedFormState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${postedFormStateElementId}">${json}</script>`;
}
