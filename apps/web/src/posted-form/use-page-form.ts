import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { type SubmitEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { PostedFormKind, PostedFormPage, PostedFormState } from '@app/domain';
import { usePostedFormState } from './posted-form-state.ts';

type TextValues<Field extends string> = Record<Field, string>;

/** The values and messages of a refused post, as the visitor typed them; empty for a fresh form. */
function startingPoint<Field extends string>(
  fields: readonly Field[],
  empty: TextValues<Field>,
  posted: PostedFormState | undefined,
): { values: TextValues<Field>; errors: FormErrors } {
  const values = { ...empty };
  const errors: FormErrors = {};
  for (const field of fields) {
    values[field] = posted?.values[field] ?? empty[field];
    const message = posted?.fieldErrors[field];
    if (message !== undefined) errors[field] = message;
  }
  return { values, errors };
}

/** What a field of the page's form holds now, typed by the visitor before the script ran. */
function typedValue(form: HTMLFormElement, field: string): string | undefined {
  const element = form.elements.namedItem(field);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? element.value
    : undefined;
}

/**
 * The lifecycle both public forms share (the contact form and the job application): each is also
 * a plain HTML form, which the browser posts itself before the page's script has started (or
 * without it).
 * - A page rendered for a refused plain post starts from its values and messages, as a refused
 *   submission would leave the form, and checks every change as after a submit.
 * - What was typed before the form hydrated lives only in the page: the form takes it over.
 * - The page's rules run on submit, then again on each changed field once submitted.
 * - An accepted submission empties the form (not back to a refused post's values).
 */
export function usePageForm<Field extends string>(options: {
  kind: PostedFormKind;
  page: PostedFormPage;
  /** The form's text fields, named as the plain post names them. */
  fields: readonly Field[];
  empty: TextValues<Field>;
  validate: (values: TextValues<Field>) => FormErrors;
}) {
  const { fields, empty } = options;
  const posted = usePostedFormState(options.kind, options.page);
  // False in the prerendered page and while it hydrates, true once React handles the form: until
  // then a submit is the browser's own post, which the server answers with a page.
  const hydrated = useMounted();
  const [submitted, setSubmitted] = useState(posted !== undefined);
  const [start] = useState(() => startingPoint(fields, empty, posted));
  const formElement = useRef<HTMLFormElement>(null);
  const form: UseFormReturnType<TextValues<Field>> = useForm<TextValues<Field>>({
    mode: 'uncontrolled',
    initialValues: start.values,
    initialErrors: start.errors,
    validate: options.validate,
    validateInputOnChange: submitted,
    // A message stays until its field is checked again: taking over what was typed before
    // hydration must not wipe a refused post's messages.
    clearInputErrorOnChange: false,
  });

  const adoptValuesTypedBeforeHydration = useEffectEvent(() => {
    const element = formElement.current;
    if (element === null) return;
    const typed = { ...start.values };
    for (const field of fields) typed[field] = typedValue(element, field) ?? typed[field];
    if (fields.some((field) => typed[field] !== start.values[field])) form.setValues(typed);
  });
  useEffect(() => {
    adoptValuesTypedBeforeHydration();
  }, []);

  return {
    form,
    /** The refused post the page was rendered for, if any (the form's own message, the CV's). */
    posted,
    /** Whether the visitor has tried to submit: the fields the form does not hold check on it. */
    submitted,
    /** The form element's own props: its ref and the mark browser tests wait for. */
    formProps: { ref: formElement, 'data-hydrated': hydrated ? 'true' : undefined },
    hydrated,
    /** The form's submit: checks the page's rules, then sends the values through `send`. */
    onSubmit:
      (send: (values: TextValues<Field>) => Promise<void>) =>
      (event: SubmitEvent<HTMLFormElement>) => {
        setSubmitted(true);
        form.onSubmit(send)(event);
      },
    /**
     * Empties the form after an accepted submission. The contact form goes on checking changes
     * (spec section 4: the rules re-run on change once submitted); the job application waits
     * for the next submit.
     */
    resetToEmpty: ({ keepChecking }: { keepChecking: boolean }) => {
      form.setInitialValues(empty);
      form.reset();
      if (!keepChecking) setSubmitted(false);
    },
  };
}
