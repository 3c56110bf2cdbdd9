import { Button, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  contactFormRules,
  type ContactFormValues,
  formPageFieldName,
  pageRuleErrors,
  postedFormActions,
  teamSizeOptions,
} from '@app/domain';
import { useFormBotTraps } from '../../components/BotTraps/use-form-bot-traps.tsx';
import { contactSection } from '../../content/contact-section.ts';
import type { PostedFormPageOf } from '../../posted-form/posted-form-state.ts';
import { usePageForm } from '../../posted-form/use-page-form.ts';
import classes from './ContactForm.module.css';
import { useContactSubmission } from './use-contact-submission.ts';

/** Every field of the form holds a text, '' when left blank (spec section 3). */
type ContactFormFields = Required<ContactFormValues>;

const emptyContactForm: ContactFormFields = {
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
] as const satisfies readonly (keyof ContactFormFields)[];

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
  const { form, posted, formProps, onSubmit, resetToEmpty } = usePageForm({
    kind: 'contact',
    page,
    fields: contactFields,
    empty: emptyContactForm,
    validate: (values) => pageRuleErrors(contactFormRules, values),
  });
  const submission = useContactSubmission(posted?.formError);
  const botTraps = useFormBotTraps();

  const send = async (values: ContactFormFields) => {
    const accepted = await submission.submit(values, botTraps.take);
    botTraps.reset();
    if (accepted) resetToEmpty({ keepChecking: true });
  };

  const sending = submission.outcome === 'sending';
  return (
    <form
      {...formProps}
      method="post"
      action={`${postedFormActions.contact}#${contactSection.id}`}
      noValidate
      aria-label="Consultation request"
      {...botTraps.formProps}
      onSubmit={onSubmit(send)}
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
