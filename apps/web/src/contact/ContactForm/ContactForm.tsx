import { Button, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import {
  contactFormRules,
  type ContactFormValues,
  pageRuleErrors,
  teamSizeOptions,
} from '@app/domain';
import { useFormBotTraps } from '../../components/BotTraps/use-form-bot-traps.tsx';
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

const noSubscription = () => () => undefined;

/**
 * False in the prerendered page and while it hydrates, true once React handles the form: until
 * then the browser would submit it itself, putting the visitor's details in the URL.
 */
function useFormResponds(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export const contactFormTexts = {
  submit: 'Get Free Consultation',
  sending: 'Sending...',
} as const;

/** The consultation request: validated on submit, then again on every change once submitted. */
export function ContactForm() {
  const submission = useContactSubmission();
  const botTraps = useFormBotTraps();
  const responds = useFormResponds();
  const hasTriedToSubmit = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  const form: UseFormReturnType<ContactFormValues> = useForm<ContactFormValues>({
    mode: 'uncontrolled',
    initialValues: emptyContactForm,
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
    if (accepted) form.reset();
  };

  const sending = submission.outcome === 'sending';
  return (
    <form
      ref={formElement}
      noValidate
      aria-label="Consultation request"
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
      {botTraps.fields}
      <Button
        type="submit"
        size="md"
        fullWidth
        mt="lg"
        disabled={!responds || sending || botTraps.awaitingCaptcha}
      >
        {sending ? contactFormTexts.sending : contactFormTexts.submit}
      </Button>
      <p role="status" className={classes.status} data-outcome={submission.outcome}>
        {submission.status}
      </p>
    </form>
  );
}
