import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  cvAcceptAttribute,
  cvEmptyMessage,
  cvMaxBytes,
  cvTooLargeMessage,
  cvWrongTypeMessage,
} from '@app/domain';
import { sampleDocx, sampleExe, samplePdf } from '@app/domain/cv-samples';
import { applicationFormHeading } from '../../content/careers.ts';
import { renderWithProviders } from '../../test-providers.tsx';
import { CareerApplicationForm } from './CareerApplicationForm.tsx';

const validEntry = {
  firstName: 'Minh',
  lastName: 'Tran',
  email: 'minh.tran@example.com',
  phone: '+84 90 123 4567',
  description:
    'Seven years building React and Node.js products for clients in Australia, most recently as a team lead.',
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const acceptedResponse = () => jsonResponse(201, { success: true });

function rejectedResponse(message: string, httpStatus: number) {
  return jsonResponse(httpStatus, { success: false, error: message });
}

/** The careers page's part: it holds the position, which the form and the heading share. */
function ApplicationUnderTest({ initialPosition }: { readonly initialPosition: string }) {
  const [position, setPosition] = useState(initialPosition);
  return (
    <>
      <h2>{applicationFormHeading(position)}</h2>
      <CareerApplicationForm position={position} onPositionChange={setPosition} />
    </>
  );
}

type FetchMock = typeof globalThis.fetch;

function renderForm(answer: FetchMock, { initialPosition = '' } = {}) {
  const fetch = vi.fn<FetchMock>(answer);
  renderWithProviders(<ApplicationUnderTest initialPosition={initialPosition} />, { fetch });
  // A person takes seconds to fill the form: past the time trap, nothing is held back.
  vi.setSystemTime(Date.now() + 5_000);
  return { fetch, user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: /Submit Application|Submitting/ });
const confirmation = () => screen.queryByRole('alert');

async function fillValidEntry(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/First Name/), validEntry.firstName);
  await user.type(field(/Last Name/), validEntry.lastName);
  await user.type(field(/Email Address/), validEntry.email);
  await user.type(field(/Phone Number/), validEntry.phone);
  await user.type(field(/Why should we hire you/), validEntry.description);
}

function sentBody(fetch: ReturnType<typeof vi.fn<FetchMock>>): unknown {
  const body = fetch.mock.calls[0]?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : body;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function sentKeys(fetch: ReturnType<typeof vi.fn<FetchMock>>): unknown[] {
  return fetch.mock.calls.map(([, init]) => {
    const body = init?.body;
    return typeof body === 'string'
      ? (JSON.parse(body) as { submissionKey?: unknown }).submissionKey
      : undefined;
  });
}

let alert: MockInstance<(message?: string) => void>;

beforeEach(() => {
  // Fake clocks that still move on their own, so the confirmation's five seconds can be jumped.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => {
    notifications.clean();
  });
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('career application form', () => {
  it('marks the required fields and offers the four roles plus a general application', () => {
    renderForm(() => Promise.resolve(acceptedResponse()));
    expect(screen.getByRole('heading', { name: 'Apply for a Position' })).toBeInTheDocument();
    for (const label of [
      /First Name/,
      /Last Name/,
      /Email Address/,
      /Phone Number/,
      /Position/,
      /Why should we hire you/,
    ]) {
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(field(/LinkedIn Profile/)).not.toHaveAttribute('aria-required');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a position',
      'Senior Full Stack Developer',
      'DevOps Engineer',
      'Mobile Developer React Native',
      'Technical Lead',
      'General Application',
    ]);
  });

  it('shows every page-level rule under its field on submit and sends nothing', async () => {
    const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()));
    await user.type(field(/First Name/), 'M');
    await user.type(field(/Email Address/), 'minh@');
    await user.type(field(/Phone Number/), '090 123');
    await user.type(field(/LinkedIn Profile/), 'linkedin.com/in/minh');
    await user.type(field(/Why should we hire you/), 'I like code.');
    expect(screen.queryByText('First name must be at least 2 characters')).not.toBeInTheDocument();

    await user.click(submitButton());

    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please enter a valid LinkedIn URL',
      'Please select a position',
      'Please provide at least 50 characters describing why we should hire you',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field(/First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('re-checks fields as they change once submitted, including the position', async () => {
    const { user } = renderForm(() => Promise.resolve(acceptedResponse()));
    await user.click(submitButton());
    expect(screen.getByText('Please select a position')).toBeInTheDocument();

    await user.type(field(/First Name/), 'Mi');
    expect(screen.queryByText('First name must be at least 2 characters')).not.toBeInTheDocument();
    await user.selectOptions(field(/Position/), 'Technical Lead');
    expect(screen.queryByText('Please select a position')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Apply for Technical Lead' })).toBeInTheDocument();
    await user.selectOptions(field(/Position/), '');
    expect(screen.getByText('Please select a position')).toBeInTheDocument();
  });

  it('accepts a blank LinkedIn URL and sends it as an empty string with the chosen position', async () => {
    const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()), {
      initialPosition: 'DevOps Engineer',
    });
    expect(field(/Position/)).toHaveValue('DevOps Engineer');
    await fillValidEntry(user);
    await user.click(submitButton());

    await waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(1);
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/careers');
    expect(sentBody(fetch)).toEqual({
      ...validEntry,
      linkedinUrl: '',
      position: 'DevOps Engineer',
      submissionKey: expect.stringMatching(uuidPattern) as string,
      honeypot: '',
      submitTime: expect.any(Number) as number,
    });
  });

  it("disables the button and reads 'Submitting...' while sending, then confirms and resets everything", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = renderForm(() => new Promise((resolve) => (answer = resolve)), {
      initialPosition: 'Technical Lead',
    });
    await fillValidEntry(user);
    await user.type(field(/LinkedIn Profile/), 'https://www.linkedin.com/in/minh-tran');
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(submitButton()).toBeDisabled();
    expect(confirmation()).not.toBeInTheDocument();

    act(() => {
      answer(acceptedResponse());
    });
    await waitFor(() => {
      expect(confirmation()).toBeInTheDocument();
    });
    expect(confirmation()).toHaveTextContent('Application Submitted Successfully!');
    expect(confirmation()).toHaveTextContent(
      "We'll review your application and get back to you within 24 hours.",
    );
    expect(submitButton()).toHaveTextContent('Submit Application');
    expect(submitButton()).toBeEnabled();
    for (const label of [
      /First Name/,
      /Last Name/,
      /Email Address/,
      /Phone Number/,
      /LinkedIn Profile/,
      /Why should we hire you/,
    ]) {
      expect(field(label)).toHaveValue('');
    }
    expect(field(/Position/)).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Apply for a Position' })).toBeInTheDocument();
    expect(screen.queryByText('Please select a position')).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('confirms with a success toast for five seconds', async () => {
    const { user } = renderForm(() => Promise.resolve(acceptedResponse()), {
      initialPosition: 'Technical Lead',
    });
    await fillValidEntry(user);
    await user.click(submitButton());
    await waitFor(() => {
      expect(confirmation()).toBeInTheDocument();
    });

    act(() => {
      vi.advanceTimersByTime(4800);
    });
    expect(confirmation()).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => {
      expect(confirmation()).not.toBeInTheDocument();
    });
  });

  it('lets the visitor dismiss the confirmation', async () => {
    const { user } = renderForm(() => Promise.resolve(acceptedResponse()), {
      initialPosition: 'Technical Lead',
    });
    await fillValidEntry(user);
    await user.click(submitButton());
    await waitFor(() => {
      expect(confirmation()).toBeInTheDocument();
    });

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => {
      expect(confirmation()).not.toBeInTheDocument();
    });
  });

  it.each([
    [
      'a rule of the server',
      rejectedResponse('Phone number too short', 400),
      'Error: Phone number too short',
    ],
    [
      'the rate limit',
      rejectedResponse(
        'Too many submissions from your network. Please wait a minute and try again.',
        429,
      ),
      'Error: Too many submissions from your network. Please wait a minute and try again.',
    ],
    [
      "an internal error's message",
      rejectedResponse('Internal trouble', 500),
      'Error: Internal trouble',
    ],
    [
      'an answer without a message',
      rejectedResponse('', 400),
      'Error: Failed to submit application',
    ],
    ["a gateway's JSON error, even on a 5xx", jsonResponse(500, { error: 'boom' }), 'Error: boom'],
  ])('alerts %s and keeps what was typed', async (_case, response, expectedAlert) => {
    const { user } = renderForm(() => Promise.resolve(response), {
      initialPosition: 'General Application',
    });
    await fillValidEntry(user);
    await user.click(submitButton());

    await waitFor(() => {
      expect(alert).toHaveBeenCalledWith(expectedAlert);
    });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(field(/First Name/)).toHaveValue(validEntry.firstName);
    expect(field(/Why should we hire you/)).toHaveValue(validEntry.description);
    expect(field(/Position/)).toHaveValue('General Application');
    expect(submitButton()).toBeEnabled();
    expect(confirmation()).not.toBeInTheDocument();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the answer is not readable',
      () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
    ],
  ])(
    'alerts a connection problem when %s and keeps what was typed',
    async (_case, answer: FetchMock) => {
      const { user } = renderForm(answer, { initialPosition: 'Technical Lead' });
      await fillValidEntry(user);
      await user.click(submitButton());

      await waitFor(() => {
        expect(alert).toHaveBeenCalledWith('Error submitting application. Please try again.');
      });
      expect(field(/Email Address/)).toHaveValue(validEntry.email);
      expect(field(/Position/)).toHaveValue('Technical Lead');
    },
  );
  it('sends the same submission key with every retry of the filled application, and a new one after a success', async () => {
    const answers = [
      () =>
        Promise.resolve(
          rejectedResponse(
            'The service is temporarily unavailable. Please try again in a moment.',
            503,
          ),
        ),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(acceptedResponse()),
      () => Promise.resolve(acceptedResponse()),
    ];
    const { fetch, user } = renderForm(
      () => answers.shift()?.() ?? Promise.resolve(acceptedResponse()),
      {
        initialPosition: 'Technical Lead',
      },
    );
    await fillValidEntry(user);
    for (const attempt of [1, 2]) {
      await user.click(submitButton());
      await waitFor(() => {
        expect(alert).toHaveBeenCalledTimes(attempt);
      });
    }
    await user.click(submitButton());
    await waitFor(() => {
      expect(confirmation()).toBeInTheDocument();
    });
    await user.selectOptions(field(/Position/), 'Technical Lead');
    await fillValidEntry(user);
    await user.click(submitButton());
    await waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(4);
    });

    const [first, second, third, fourth] = sentKeys(fetch);
    expect(first).toMatch(uuidPattern);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).toMatch(uuidPattern);
    expect(fourth).not.toBe(first);
  });
});

/** A file as the visitor's file picker gives it: name and guessed type, then the bytes. */
const cvFile = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

const pdfCv = () => cvFile(samplePdf(), 'Minh Tran CV.pdf', 'application/pdf');

const docxCv = () =>
  cvFile(
    sampleDocx(),
    'minh-tran.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );

/** A Windows program renamed to look like a PDF, with the type the browser would guess from it. */
const executableCv = () => cvFile(sampleExe(), 'cv.pdf', 'application/pdf');

function oversizedPdfCv(): File {
  const bytes = new Uint8Array(cvMaxBytes + 1);
  bytes.set(samplePdf());
  return cvFile(bytes, 'huge.pdf', 'application/pdf');
}

const cvButton = () => screen.getByRole('button', { name: /CV \(optional\)/ });
const cvFileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('the form has no file input');
  return input;
};
const removeCvButton = () => screen.queryByRole('button', { name: /^Remove/ });

function restAnswers(answer: FetchMock) {
  const restFetch = vi.fn<FetchMock>(answer);
  vi.stubGlobal('fetch', restFetch);
  return restFetch;
}

function sentForm(restFetch: ReturnType<typeof vi.fn<FetchMock>>): FormData {
  const body = restFetch.mock.calls[0]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('the application was not sent as a form');
  return body;
}

describe('the CV field', () => {
  it('offers an optional PDF or Word file, hinting the types to the file picker', () => {
    renderForm(() => Promise.resolve(acceptedResponse()));
    expect(cvButton()).not.toHaveAttribute('aria-required');
    expect(cvButton()).toHaveAccessibleDescription('PDF or Word (.docx), up to 5 MB');
    expect(cvButton()).toHaveTextContent('Choose a file');
    expect(cvFileInput()).toHaveAttribute('accept', cvAcceptAttribute);
  });

  it.each([
    ['a PDF', pdfCv],
    ['a Word document', docxCv],
  ])('accepts %s, shows its name and lets the visitor remove it', async (_case, cv) => {
    const { user } = renderForm(() => Promise.resolve(acceptedResponse()));
    const file = cv();
    await user.upload(cvFileInput(), file);

    expect(cvButton()).toHaveTextContent(file.name);
    await waitFor(() => {
      expect(removeCvButton()).toHaveAccessibleName(`Remove ${file.name}`);
    });
    expect(cvButton()).not.toHaveAttribute('aria-invalid', 'true');

    const removeButton = removeCvButton();
    if (removeButton === null) throw new Error('no remove button');
    await user.click(removeButton);
    expect(cvButton()).toHaveTextContent('Choose a file');
    expect(removeCvButton()).not.toBeInTheDocument();
    expect(cvFileInput().files).toHaveLength(0);
  });

  it.each([
    ["an 'MZ' program renamed .pdf, whatever its name and type", executableCv, cvWrongTypeMessage],
    ['a file of 5 MiB and one byte', oversizedPdfCv, cvTooLargeMessage],
    ['an empty file', () => new File([], 'empty.pdf', { type: 'application/pdf' }), cvEmptyMessage],
  ])(
    'refuses %s under the field and sends nothing until it is replaced',
    async (_case, cv, message) => {
      const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()), {
        initialPosition: 'Technical Lead',
      });
      const restFetch = restAnswers(() => Promise.resolve(jsonResponse(201, { success: true })));
      await fillValidEntry(user);
      await user.upload(cvFileInput(), cv());

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(cvButton()).toHaveAttribute('aria-invalid', 'true');
      await user.click(submitButton());
      expect(fetch).not.toHaveBeenCalled();
      expect(restFetch).not.toHaveBeenCalled();

      await user.upload(cvFileInput(), pdfCv());
      await waitFor(() => {
        expect(screen.queryByText(message)).not.toBeInTheDocument();
      });
      await user.click(submitButton());
      await waitFor(() => {
        expect(restFetch).toHaveBeenCalledTimes(1);
      });
    },
  );

  it('clears the message when the refused file is removed, and sends without a CV', async () => {
    const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()), {
      initialPosition: 'Technical Lead',
    });
    await fillValidEntry(user);
    await user.upload(cvFileInput(), executableCv());
    expect(await screen.findByText(cvWrongTypeMessage)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(screen.queryByText(cvWrongTypeMessage)).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  it('judges the file chosen last, even when an earlier one is still being read', async () => {
    const { user } = renderForm(() => Promise.resolve(acceptedResponse()));
    const { promise: bytesRead, resolve: readBytes } = Promise.withResolvers<ArrayBuffer>();
    const slowExecutable = executableCv();
    const executableBytes = await slowExecutable.arrayBuffer();
    vi.spyOn(slowExecutable, 'arrayBuffer').mockReturnValue(bytesRead);

    await user.upload(cvFileInput(), slowExecutable);
    await user.upload(cvFileInput(), pdfCv());
    readBytes(executableBytes);

    await waitFor(() => {
      expect(removeCvButton()).toHaveAccessibleName('Remove Minh Tran CV.pdf');
    });
    await act(() => bytesRead);
    expect(screen.queryByText(cvWrongTypeMessage)).not.toBeInTheDocument();
  });

  it('sends an application with a CV as multipart to POST /api/careers, the file last, then resets the form and the CV', async () => {
    const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()), {
      initialPosition: 'DevOps Engineer',
    });
    const restFetch = restAnswers(() => Promise.resolve(jsonResponse(201, { success: true })));
    await fillValidEntry(user);
    await user.type(field(/LinkedIn Profile/), 'https://www.linkedin.com/in/minh-tran');
    const cv = pdfCv();
    await user.upload(cvFileInput(), cv);
    await user.click(submitButton());

    await waitFor(() => {
      expect(confirmation()).toBeInTheDocument();
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(restFetch).toHaveBeenCalledTimes(1);
    expect(restFetch.mock.calls[0]?.[0]).toBe('/api/careers');
    expect(restFetch.mock.calls[0]?.[1]?.method).toBe('POST');
    // The browser sets the multipart Content-Type with its boundary; a hand-written one would lack it.
    expect(restFetch.mock.calls[0]?.[1]?.headers).toBeUndefined();

    const form = sentForm(restFetch);
    const entries = [...form.entries()];
    expect(entries.map(([name]) => name)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'linkedinUrl',
      'position',
      'description',
      'honeypot',
      'submitTime',
      'submissionKey',
      'cv',
    ]);
    const textParts = Object.fromEntries(entries.slice(0, -1));
    expect(textParts).toEqual({
      ...validEntry,
      linkedinUrl: 'https://www.linkedin.com/in/minh-tran',
      position: 'DevOps Engineer',
      honeypot: '',
      submitTime: expect.stringMatching(/^\d+$/) as string,
      submissionKey: expect.stringMatching(uuidPattern) as string,
    });
    const sentCv = form.get('cv');
    if (!(sentCv instanceof File)) throw new Error('the CV was not sent as a file');
    expect(sentCv.name).toBe(cv.name);
    expect(new Uint8Array(await sentCv.arrayBuffer())).toEqual(
      new Uint8Array(await cv.arrayBuffer()),
    );

    expect(confirmation()).toHaveTextContent('Application Submitted Successfully!');
    expect(field(/First Name/)).toHaveValue('');
    expect(field(/Position/)).toHaveValue('');
    expect(cvButton()).toHaveTextContent('Choose a file');
    expect(cvFileInput().files).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([
    [
      "a 413's message",
      () => Promise.resolve(jsonResponse(413, { success: false, error: cvTooLargeMessage })),
      `Error: ${cvTooLargeMessage}`,
    ],
    [
      "a refused type's message",
      () => Promise.resolve(jsonResponse(400, { success: false, error: cvWrongTypeMessage })),
      `Error: ${cvWrongTypeMessage}`,
    ],
    [
      'the fallback for an answer without a message',
      () => Promise.resolve(jsonResponse(500, { success: false })),
      'Error: Failed to submit application',
    ],
    [
      'a connection problem when the network fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Error submitting application. Please try again.',
    ],
    [
      'a connection problem when the answer is not readable',
      () => Promise.resolve(new Response('<html>Request Entity Too Large</html>', { status: 413 })),
      'Error submitting application. Please try again.',
    ],
  ])(
    'alerts %s and keeps what was typed and chosen',
    async (_case, answer: FetchMock, expectedAlert) => {
      const { user } = renderForm(() => Promise.resolve(acceptedResponse()), {
        initialPosition: 'Technical Lead',
      });
      restAnswers(answer);
      await fillValidEntry(user);
      await user.upload(cvFileInput(), docxCv());
      await user.click(submitButton());

      await waitFor(() => {
        expect(alert).toHaveBeenCalledWith(expectedAlert);
      });
      expect(alert).toHaveBeenCalledTimes(1);
      expect(field(/First Name/)).toHaveValue(validEntry.firstName);
      expect(field(/Position/)).toHaveValue('Technical Lead');
      expect(cvButton()).toHaveTextContent('minh-tran.docx');
      expect(submitButton()).toBeEnabled();
      expect(confirmation()).not.toBeInTheDocument();
    },
  );

  it('sends the same submission key when an application with a CV is retried', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(jsonResponse(201, { success: true })),
    ];
    const { user } = renderForm(() => Promise.resolve(acceptedResponse()), {
      initialPosition: 'Technical Lead',
    });
    const restFetch = restAnswers(
      () => answers.shift()?.() ?? Promise.resolve(jsonResponse(201, { success: true })),
    );
    await fillValidEntry(user);
    await user.upload(cvFileInput(), pdfCv());
    await user.click(submitButton());
    await waitFor(() => {
      expect(alert).toHaveBeenCalledTimes(1);
    });
    await user.click(submitButton());
    await waitFor(() => {
      expect(confirmation()).toBeInTheDocument();
    });

    const keys = restFetch.mock.calls.map(([, init]) =>
      init?.body instanceof FormData ? init.body.get('submissionKey') : undefined,
    );
    expect(keys[0]).toMatch(uuidPattern);
    expect(keys).toEqual([keys[0], keys[0]]);
  });
});
