import { Button, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import {
  contactFormRules,
  type ContactFormValues,
  formPageFieldName,
  pageRuleErrors,
  postedFormActions,
  type PostedFormState,
  teamSizeOptions,
} from '@app/domain';
import { useFormBotTraps } from '../../components/BotTraps/use-form-bot-traps.tsx';
import { contactSection } from '../../content/contact-section.ts';
import { type PostedFormPageOf, usePostedFormState } from '../../posted-form/posted-form-state.ts';
import classes from './ContactForm.module.css';
import { useContactSubmission } from './use-contact-submission.ts';

const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  contact: '',
  company: '',
  teamSize: '',
  message: '',
};

const contactFields = [
  'name',
  'email',
  'contact',
  'company',
  'teamSize',
  'message',
] as const satisfies readonly (keyof ContactFormValues)[];

/** The values of a refused post, as the visitor typed them; empty for a fresh form. */
function startingValues(posted: PostedFormState | undefined): ContactFormValues {
  const values = { ...emptyContactForm };
  for (const field of contactFields) values[field] = posted?.values[field] ?? '';
  return values;
}

const noSubscription = () => () => undefined;

/**
 * False in the prerendered page and while it hydrates, true once React handles the form: until
 * then a submit is the browser's own post, which the server answers with a page.
 */
function useFormResponds(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const contactFormTexts = {
  submit: 'Get Free Consultation',
  sending: 'Sending...',
} as const;

type ContactFormProps = {
  /** The page the form sits on, which a refused plain post shows again. */
  readonly page: PostedFormPageOf<'contact'>;
};

/**
 * The consultation request: validated on submit, then again on every change once submitted. It is
 * also a plain HTML form, which the browser posts itself before the page's script has started (or
 * without it); a page rendered for a refused post starts from its values and messages, as a
 * refused submission would leave the form.
 */
export function ContactForm({ page }: ContactFormProps) {
  const posted = usePostedFormState('contact', page);
  const submission = useContactSubmission(posted?.formError);
  const botTraps = useFormBotTraps();
  const responds = useFormResponds();
  const hasTriedToSubmit = useRef(posted !== undefined);
  const formElement = useRef<HTMLFormElement>(null);
  const form: UseFormReturnType<ContactFormValues> = useForm<ContactFormValues>({
    mode: 'uncontrolled',
    initialValues: startingValues(posted),
    initialErrors: posted?.fieldErrors,
    validate: (values) => pageRuleErrors(contactFormRules, values),
    // After a failed submit every change is checked again (below); clearing the error on input
    // would wipe the result of that check, so "J" in Name would seem fine.
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      if (!hasTriedToSubmit.current) return;
      for (const field of contactFields) {
        if (values[field] !== previous[field]) form.validateField(field);
      }
    },
  });

  // Text typed before the form hydrated lives only in the page: the form takes it over.
  const adoptValuesTypedBeforeHydration = useEffectEvent(() => {
    const elements = formElement.current?.elements;
    if (elements === undefined) return;
    const typed: ContactFormValues = { ...emptyContactForm };
    for (const field of contactFields) {
      const element = elements.namedItem(field);
      if (
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ) {
        typed[field] = element.value;
      }
    }
    if (contactFields.some((field) => typed[field] !== '')) form.setValues(typed);
  });
  useEffect(() => {
    adoptValuesTypedBeforeHydration();
  }, []);

  const send = async (values: ContactFormValues) => {
    const accepted = await submission.submit(values, botTraps.take);
    botTraps.reset();
    if (!accepted) return;
    // A form that started from a refused post resets to empty, not to that post's values.
    form.setInitialValues(emptyContactForm);
    form.reset();
  };

  const sending = submission.outcome === 'sending';
  return (
    <form
      ref={formElement}
      method="post"
      action={`${postedFormActions.contact}#${contactSection.id}`}
      noValidate
      aria-label="Consultation request"
      data-hydrated={responds ? 'true' : undefined}
      {...botTraps.formProps}
      onSubmit={(event) => {
        hasTriedToSubmit.current = true;
        form.onSubmit(send)(event);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          name="name"
          label="Full Name"
          withAsterisk
          aria-required
          autoComplete="name"
          placeholder="Jane Smith"
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          name="email"
          label="Email Address"
          withAsterisk
          aria-required
          type="email"
          autoComplete="email"
          placeholder="jane@company.com"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          name="contact"
          label="Phone or WhatsApp"
          withAsterisk
          aria-required
          type="tel"
          autoComplete="tel"
          placeholder="+61 400 000 000"
          key={form.key('contact')}
          {...form.getInputProps('contact')}
        />
        <TextInput
          name="company"
          label="Company"
          autoComplete="organization"
          placeholder="Your company"
          key={form.key('company')}
          {...form.getInputProps('company')}
        />
      </SimpleGrid>
      <NativeSelect
        name="teamSize"
        label="Team Size"
        mt="md"
        key={form.key('teamSize')}
        {...form.getInputProps('teamSize')}
      >
        <option value="">Select team size</option>
        {teamSizeOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <Textarea
        name="message"
        label="Project Details"
        mt="md"
        rows={4}
        placeholder="Tell us about your product, tech stack and timeline"
        key={form.key('message')}
        {...form.getInputProps('message')}
      />
      <input type="hidden" name={formPageFieldName} value={page} />
      {botTraps.fields}
      <Button
        type="submit"
        size="md"
        fullWidth
        mt="lg"
        disabled={sending || botTraps.awaitingCaptcha}
      >
        {sending ? contactFormTexts.sending : contactFormTexts.submit}
      </Button>
      <p role="status" className={classes.status} data-outcome={submission.outcome}>
        {submission.status}
      </p>
    </form>
  );
}
