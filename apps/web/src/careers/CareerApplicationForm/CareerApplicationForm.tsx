import { Button, FileInput, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import {
  careerFormRules,
  type CareerFormValues,
  cvAcceptAttribute,
  pageRuleErrors,
} from '@app/domain';
import { careersPage, positionChoices } from '../../content/careers.ts';
import { useFormBotTraps } from '../../components/BotTraps/use-form-bot-traps.tsx';
import classes from './CareerApplicationForm.module.css';
import { useCareerApplication } from './use-career-application.ts';
import { useCvField } from './use-cv-field.ts';

/** The position is chosen on the page (Apply Now) as well as here, so the page holds it. */
type CareerFieldValues = Omit<CareerFormValues, 'position'>;

const emptyApplication: CareerFieldValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  linkedinUrl: '',
  description: '',
};

type CareerApplicationFormProps = {
  /** '' until a position is chosen. */
  readonly position: string;
  readonly onPositionChange: (position: string) => void;
};

const texts = careersPage.applicationForm;

/**
 * The job application: the page-level rules of spec section 5 on submit, and again on every change
 * once submitted. A CV is checked as soon as it is chosen, and a refused one holds the submission
 * back. An accepted application resets the form, the CV and the position and is confirmed by a
 * toast; a refused one keeps everything the visitor typed and chose.
 */
export function CareerApplicationForm({ position, onPositionChange }: CareerApplicationFormProps) {
  const application = useCareerApplication();
  const botTraps = useFormBotTraps();
  const cv = useCvField();
  // Until the form is interactive a click would make the browser send it itself, as a GET that
  // puts the applicant's details in the address; the prerendered button stays disabled till then.
  const interactive = useMounted();
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const form = useForm<CareerFieldValues>({
    mode: 'uncontrolled',
    initialValues: emptyApplication,
    validate: (values) => pageRuleErrors(careerFormRules, { ...values, position }),
    validateInputOnChange: submitAttempted,
  });

  const send = async (values: CareerFieldValues) => {
    const cvFile = await cv.checked();
    if (cvFile === 'refused') return;
    const accepted = await application.submit(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        linkedinUrl: values.linkedinUrl ?? '',
        position,
        description: values.description,
      },
      botTraps.take,
      cvFile,
    );
    botTraps.reset();
    if (!accepted) return;
    form.reset();
    cv.choose(null);
    setSubmitAttempted(false);
    onPositionChange('');
  };

  return (
    <form
      noValidate
      aria-label="Job application"
      {...botTraps.formProps}
      onSubmit={(event) => {
        setSubmitAttempted(true);
        form.onSubmit(send)(event);
      }}
    >
      <div className={classes.nameAndContact}>
        <TextInput
          label="First Name"
          withAsterisk
          aria-required
          autoComplete="given-name"
          key={form.key('firstName')}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last Name"
          withAsterisk
          aria-required
          autoComplete="family-name"
          key={form.key('lastName')}
          {...form.getInputProps('lastName')}
        />
        <TextInput
          label="Email Address"
          withAsterisk
          aria-required
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Phone Number"
          withAsterisk
          aria-required
          type="tel"
          autoComplete="tel"
          placeholder="+84 90 123 4567"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
      </div>
      <TextInput
        label="LinkedIn Profile"
        mt="md"
        type="url"
        autoComplete="url"
        placeholder="https://www.linkedin.com/in/your-name"
        key={form.key('linkedinUrl')}
        {...form.getInputProps('linkedinUrl')}
      />
      <NativeSelect
        label="Position"
        withAsterisk
        aria-required
        mt="md"
        value={position}
        error={submitAttempted ? careerFormRules.position(position) : undefined}
        onChange={(event) => {
          onPositionChange(event.currentTarget.value);
        }}
      >
        <option value="">Select a position</option>
        {positionChoices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </NativeSelect>
      <Textarea
        label="Why should we hire you?"
        withAsterisk
        aria-required
        mt="md"
        rows={5}
        placeholder="Your experience, the projects you are proudest of and what you would bring to a client team"
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <FileInput
        label={texts.cvField.label}
        description={texts.cvField.hint}
        placeholder={texts.cvField.placeholder}
        mt="md"
        accept={cvAcceptAttribute}
        classNames={{ placeholder: classes.cvPrompt }}
        leftSection={<IconPaperclip size={18} aria-hidden />}
        clearable
        clearButtonProps={{
          'aria-label': `${texts.cvField.removeLabel} ${cv.file?.name ?? ''}`.trim(),
          className: classes.removeCv,
        }}
        value={cv.file}
        onChange={cv.choose}
        error={cv.error}
      />
      {botTraps.fields}
      <Button
        type="submit"
        size="md"
        fullWidth
        mt="lg"
        disabled={!interactive || application.submitting || botTraps.awaitingCaptcha}
      >
        {application.submitting ? texts.submittingLabel : texts.submitLabel}
      </Button>
    </form>
  );
}
