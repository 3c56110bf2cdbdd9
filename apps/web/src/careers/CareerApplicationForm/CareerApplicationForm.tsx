import { Button, FileInput, Input, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type Ref, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import {
  careerFormRules,
  type CareerFormValues,
  cvAcceptAttribute,
  formPageFieldName,
  pageRuleErrors,
  postedFormActions,
} from '@app/domain';
import { careersPage, positionChoices } from '../../content/careers.ts';
import { useFormBotTraps } from '../../components/BotTraps/use-form-bot-traps.tsx';
import { usePageForm } from '../../posted-form/use-page-form.ts';
import { careerFailureAlerts } from './career-application-messages.ts';
import classes from './CareerApplicationForm.module.css';
import { useCareerApplication } from './use-career-application.ts';
import { useCvField } from './use-cv-field.ts';

/**
 * The position is chosen on the page (Apply Now) as well as here, so the page holds it; every
 * other field holds a text, '' when left blank.
 */
type CareerFieldValues = Required<Omit<CareerFormValues, 'position'>>;

const emptyApplication: CareerFieldValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  linkedinUrl: '',
  description: '',
};

const careerFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'linkedinUrl',
  'description',
] as const satisfies readonly (keyof CareerFieldValues)[];

/** The careers form's page: the one a refused plain post shows again. */
const careerFormPage = '/careers';

/** The name of the CV's file part, in the plain post as in the upload the script sends. */
const cvFieldName = 'cv';

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
  // The position's and the CV's values and messages of a refused post are held apart.
  const { form, posted, submitted, formProps, hydrated, onSubmit, resetToEmpty } = usePageForm({
    kind: 'career',
    page: careerFormPage,
    fields: careerFields,
    empty: emptyApplication,
    validate: (values) => pageRuleErrors(careerFormRules, { ...values, position }),
  });
  const application = useCareerApplication();
  const botTraps = useFormBotTraps();
  const cv = useCvField(posted?.fieldErrors[cvFieldName]);
  const [postedFormError, setPostedFormError] = useState(posted?.formError);
  const positionError = submitted
    ? (careerFormRules.position(position) ??
      (position === posted?.values.position ? posted.fieldErrors.position : undefined))
    : undefined;

  // The position and the CV chosen before the form hydrated live only in the page, like the
  // text fields (which usePageForm takes over): the form takes them over too.
  const plainCvInput = useRef<HTMLInputElement>(null);
  // React sets a controlled select to its value as it hydrates, so the position chosen before is
  // read while the form first renders, before its select hydrates (nothing to read on the server,
  // nor on a page the form is new to).
  const [positionChosenBeforeHydration] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLSelectElement>(`#${texts.id} select[name="position"]`)?.value,
  );
  const adoptChoicesMadeBeforeHydration = useEffectEvent(() => {
    if (positionChosenBeforeHydration !== undefined && positionChosenBeforeHydration !== position) {
      onPositionChange(positionChosenBeforeHydration);
    }
    const chosenCv = plainCvInput.current?.files?.[0];
    if (chosenCv !== undefined) cv.choose(chosenCv);
  });
  useEffect(() => {
    adoptChoicesMadeBeforeHydration();
  }, []);

  const send = async (values: CareerFieldValues) => {
    setPostedFormError(undefined);
    const cvFile = await cv.checked();
    if (cvFile === 'refused') return;
    const accepted = await application.submit(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        linkedinUrl: values.linkedinUrl,
        position,
        description: values.description,
      },
      botTraps.take,
      cvFile,
    );
    botTraps.reset();
    if (!accepted) return;
    resetToEmpty({ keepChecking: false });
    cv.choose(null);
    onPositionChange('');
  };

  return (
    <form
      {...formProps}
      method="post"
      action={`${postedFormActions.career}#${texts.id}`}
      encType="multipart/form-data"
      noValidate
      aria-label="Job application"
      {...botTraps.formProps}
      onSubmit={onSubmit(send)}
    >
      <div className={classes.nameAndContact}>
        <TextInput
          name="firstName"
          label="First Name"
          withAsterisk
          aria-required
          autoComplete="given-name"
          key={form.key('firstName')}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          name="lastName"
          label="Last Name"
          withAsterisk
          aria-required
          autoComplete="family-name"
          key={form.key('lastName')}
          {...form.getInputProps('lastName')}
        />
        <TextInput
          name="email"
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
          name="phone"
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
        name="linkedinUrl"
        label="LinkedIn Profile"
        mt="md"
        type="url"
        autoComplete="url"
        placeholder="https://www.linkedin.com/in/your-name"
        key={form.key('linkedinUrl')}
        {...form.getInputProps('linkedinUrl')}
      />
      <NativeSelect
        name="position"
        label="Position"
        withAsterisk
        aria-required
        mt="md"
        value={position}
        error={positionError}
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
        name="description"
        label="Why should we hire you?"
        withAsterisk
        aria-required
        mt="md"
        rows={5}
        placeholder="Your experience, the projects you are proudest of and what you would bring to a client team"
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      {hydrated ? (
        <FileInput
          name={cvFieldName}
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
      ) : (
        <PlainCvInput ref={plainCvInput} error={cv.error} />
      )}
      <input type="hidden" name={formPageFieldName} value={careerFormPage} />
      {botTraps.fields}
      <Button
        type="submit"
        size="md"
        fullWidth
        mt="lg"
        disabled={application.submitting || botTraps.awaitingCaptcha}
      >
        {application.submitting ? texts.submittingLabel : texts.submitLabel}
      </Button>
      {postedFormError !== undefined && (
        // Where a refused post's message goes on a page rendered for it: the alert of a refused
        // submission needs the script.
        <p role="alert" className={classes.formError}>
          {`${careerFailureAlerts.rejectedPrefix}${postedFormError}`}
        </p>
      )}
    </form>
  );
}

/**
 * The CV field before the form hydrates, and without JavaScript: a plain file input, with the
 * label, hint and message of the field it becomes (Mantine's opens its hidden input by script).
 */
function PlainCvInput({
  ref,
  error,
}: {
  readonly ref: Ref<HTMLInputElement>;
  readonly error: string | undefined;
}) {
  const id = useId();
  return (
    <Input.Wrapper
      id={id}
      label={texts.cvField.label}
      description={texts.cvField.hint}
      error={error}
      mt="md"
    >
      <input
        ref={ref}
        id={id}
        type="file"
        name={cvFieldName}
        accept={cvAcceptAttribute}
        className={classes.plainCv}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-description${error === undefined ? '' : ` ${id}-error`}`}
      />
    </Input.Wrapper>
  );
}
