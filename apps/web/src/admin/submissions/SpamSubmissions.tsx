import { Badge, Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spamReasonLabels } from '@app/domain';
import { adminToasts } from '../admin-toasts.ts';
import { showToast } from '../../layout/ToastRegion/show-toast.ts';
import { type SpamListDto, type SpamSubmissionDto, useAdminTRPC } from '../api/admin-api.ts';
import { CareerSubmissionFields } from './CareerSubmissions.tsx';
import { ContactSubmissionFields } from './ContactSubmissions.tsx';
import { SubmissionCard, SubmissionField, SubmissionList } from './SubmissionCard.tsx';

const spamTexts = {
  empty: 'No spam kept.',
  notSpam: 'Not spam',
  reason: 'Held because',
  form: 'Form',
  contactForm: 'Consultation request',
  careerForm: 'Job application',
} as const;

function submissionTitle(item: SpamSubmissionDto): string {
  return item.kind === 'contact'
    ? item.submission.name
    : `${item.submission.firstName} ${item.submission.lastName}`;
}

type SpamSubmissionsProps = {
  readonly spam: SpamListDto | undefined;
  readonly loading: boolean;
};

/**
 * The submissions the bot traps or the captcha held back, for staff to read: "Not spam" lets one
 * through as if it had passed (a lead and its alert, or the application's alert). A failed load
 * shows as an empty list, like the other lists.
 */
export function SpamSubmissions({ spam, loading }: SpamSubmissionsProps) {
  const trpc = useAdminTRPC();
  const queryClient = useQueryClient();
  const release = useMutation(
    trpc.spam.release.mutationOptions({
      onSuccess: (released) => {
        showToast(
          released.kind === 'contact'
            ? adminToasts.leadReleasedFromSpam
            : adminToasts.applicationReleasedFromSpam,
        );
      },
      onError: () => {
        showToast(adminToasts.spamReleaseFailed);
      },
      // Also after a refusal: another admin may have let it through or it was purged meanwhile.
      onSettled: () =>
        Promise.all(
          [
            trpc.spam.pathKey(),
            trpc.leads.pathKey(),
            trpc.submissions.pathKey(),
            // A released job application joins the hiring board.
            trpc.applications.pathKey(),
          ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        ),
    }),
  );
  const releasing = (item: SpamSubmissionDto) =>
    release.isPending &&
    release.variables.kind === item.kind &&
    release.variables.id === item.submission.id;

  return (
    <SubmissionList
      items={spam?.items}
      loading={loading}
      label="Spam"
      emptyText={spamTexts.empty}
      itemKey={(item) => `${item.kind}-${item.submission.id}`}
      renderItem={(item) => (
        <SubmissionCard
          title={submissionTitle(item)}
          createdAt={item.submission.createdAt}
          actions={
            <Button
              variant="default"
              loading={releasing(item)}
              disabled={release.isPending && !releasing(item)}
              onClick={() => {
                release.mutate({ kind: item.kind, id: item.submission.id });
              }}
            >
              {spamTexts.notSpam}
            </Button>
          }
        >
          <SubmissionField label={spamTexts.reason}>
            <Badge color="red" variant="light">
              {spamReasonLabels[item.reason]}
            </Badge>
          </SubmissionField>
          <SubmissionField label={spamTexts.form}>
            {item.kind === 'contact' ? spamTexts.contactForm : spamTexts.careerForm}
          </SubmissionField>
          {item.kind === 'contact' ? (
            <ContactSubmissionFields submission={item.submission} />
          ) : (
            <CareerSubmissionFields submission={item.submission} />
          )}
        </SubmissionCard>
      )}
    />
  );
}
