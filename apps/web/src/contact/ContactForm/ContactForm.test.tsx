import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-providers.tsx';
import { turnstileSiteKeyMetaName } from '@app/domain';
import type { TurnstileRenderOptions } from '../../app/turnstile.ts';
import { honeypotInputName } from '@app/domain';
import { visitSourceStorageKey } from '../../visit-source/remember-visit-source.ts';
import { ContactForm } from './ContactForm.tsx';

const validEntry = {
  name: 'Jane Citizen',
  email: 'jane@example.com',
  contact: '+61 412 345 678',
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const acceptedResponse = () => jsonResponse(200, { success: true });

function rejectedResponse(message: string, httpStatus = 400) {
  return jsonResponse(httpStatus, { success: false, error: message });
}

type FetchMock = typeof globalThis.fetch;

function renderForm(answer: FetchMock, { openedSecondsAgo = true } = {}) {
  const fetch = vi.fn<FetchMock>(answer);
  renderWithProviders(<ContactForm page="/contact" />, { fetch });
  // A person takes seconds to fill the form: past the time trap, nothing is held back.
  if (openedSecondsAgo) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
  }
  return { fetch, user: userEvent.setup() };
}

function sentBody(fetch: ReturnType<typeof vi.fn<FetchMock>>, call = 0): unknown {
  const body = fetch.mock.calls[call]?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : body;
}

async function fillValidEntry(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), validEntry.name);
  await user.type(screen.getByLabelText(/Email Address/), validEntry.email);
  await user.type(screen.getByLabelText(/Phone or WhatsApp/), validEntry.contact);
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

const submitButton = () => screen.getByRole('button', { name: /Get Free Consultation|Sending/ });
const statusLine = () => screen.getByRole('status');

afterEach(() => {
  act(() => {
    notifications.clean();
  });
  vi.useRealTimers();
  document.head.querySelector(`meta[name="${turnstileSiteKeyMetaName}"]`)?.remove();
  delete window.turnstile;
});

describe('contact form', () => {
  it('shows no status before the first submit and marks the required fields', () => {
    renderForm(() => Promise.resolve(acceptedResponse()));
    expect(statusLine()).toHaveTextContent('');
    for (const label of [/Full Name/, /Email Address/, /Phone or WhatsApp/]) {
      expect(screen.getByText(label).parentElement).toHaveTextContent('*');
    }
    expect(screen.getByLabelText('Project Details')).toHaveAttribute('rows', '4');
    expect(screen.getByRole('option', { name: '1-3 developers' })).toHaveValue('1-3');
  });

  it('shows each page-level rule under its field after submit and sends nothing', async () => {
    const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()));
    await user.type(screen.getByLabelText(/Email Address/), 'not-an-email');
    await user.type(screen.getByLabelText(/Phone or WhatsApp/), '1234');
    await user.type(screen.getByLabelText(/Full Name/), 'J');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();

    await user.click(submitButton());

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid contact number')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('re-validates a field on change once the form has been submitted', async () => {
    const { user } = renderForm(() => Promise.resolve(acceptedResponse()));
    await user.click(submitButton());
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Full Name/), 'Jo');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Full Name/));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
  });

  it('re-checks the first keystroke after a failed submit instead of clearing the error', async () => {
    const { user } = renderForm(() => Promise.resolve(acceptedResponse()));
    await user.click(submitButton());
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Full Name/), 'J');
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'jo@');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Full Name/), 'o');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('disables the button while sending, then reports success, toasts and resets', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetch, user } = renderForm(() => new Promise((resolve) => (answer = resolve)));
    await fillValidEntry(user);
    await user.selectOptions(screen.getByLabelText('Team Size'), '4-7');
    await user.type(screen.getByLabelText('Project Details'), 'A marketplace');
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Sending...');
    expect(submitButton()).toBeDisabled();
    expect(statusLine()).toHaveTextContent('Sending....');
    const body = fetch.mock.calls[0]?.[1]?.body;
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({
      ...validEntry,
      company: '',
      teamSize: '4-7',
      message: 'A marketplace',
      submissionKey: expect.stringMatching(uuidPattern) as string,
      honeypot: '',
      submitTime: expect.any(Number) as number,
      sourcePage: window.location.pathname,
    });

    answer(acceptedResponse());
    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Form Submitted Successfully');
    });
    expect(submitButton()).toHaveTextContent('Get Free Consultation');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(
      screen.getByText("Your message has been sent. We'll get back to you within 2 hours."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('');
  });

  it('replaces the failure toast with the success toast at once when a retry succeeds', async () => {
    const answers = [rejectedResponse('Contact number too short'), acceptedResponse()];
    const { user } = renderForm(() => Promise.resolve(answers.shift() ?? acceptedResponse()));
    await fillValidEntry(user);
    await user.click(submitButton());
    expect(await screen.findByText('Form Submission Issue')).toBeInTheDocument();

    await user.click(submitButton());
    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Form Submitted Successfully');
    });
    expect(screen.getByText('Success!')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Form Submission Issue')).not.toBeInTheDocument();
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("shows the server's rule as the status and toast, and keeps the values", async () => {
    const { user } = renderForm(() =>
      Promise.resolve(rejectedResponse('Contact number too short')),
    );
    await fillValidEntry(user);
    await user.click(submitButton());

    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Contact number too short');
    });
    expect(screen.getByText('Form Submission Issue')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Contact number too short\. Please email us directly at hello@bamboobridgeteams\.com\.au/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue(validEntry.name);
    expect(submitButton()).toBeEnabled();
  });

  it('passes on the rate limit message', async () => {
    const { user } = renderForm(() =>
      Promise.resolve(rejectedResponse('Too many submissions. Please try again in a minute.', 429)),
    );
    await fillValidEntry(user);
    await user.click(submitButton());
    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Too many submissions. Please try again in a minute.');
    });
  });

  it.each([
    ['a 200', 200],
    ['a 500', 500],
  ])(
    "reads success from the answer's body: %s saying success false shows the server's error and keeps the values",
    async (_case, httpStatus) => {
      const { user } = renderForm(() =>
        Promise.resolve(rejectedResponse('Internal trouble', httpStatus)),
      );
      await fillValidEntry(user);
      await user.click(submitButton());

      await waitFor(() => {
        expect(statusLine()).toHaveTextContent('Internal trouble');
      });
      expect(statusLine()).toHaveAttribute('data-outcome', 'failure');
      expect(screen.getByText('Form Submission Issue')).toBeInTheDocument();
      expect(screen.queryByText('Success!')).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Full Name/)).toHaveValue(validEntry.name);
      expect(screen.getByLabelText(/Phone or WhatsApp/)).toHaveValue(validEntry.contact);
    },
  );

  it.each([
    ['a 200', 200],
    ['a 400', 400],
  ])(
    "falls back to 'Failed to submit form' when %s says success false without a message",
    async (_case, httpStatus) => {
      const { user } = renderForm(() => Promise.resolve(rejectedResponse('', httpStatus)));
      await fillValidEntry(user);
      await user.click(submitButton());
      await waitFor(() => {
        expect(statusLine()).toHaveTextContent('Failed to submit form');
      });
      expect(screen.getByText('Form Submission Issue')).toBeInTheDocument();
    },
  );

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the answer is not readable',
      () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
    ],
    [
      'a 200 answer is an HTML page',
      () =>
        Promise.resolve(
          new Response('<html>Sign in to the Wi-Fi</html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
        ),
    ],
  ])('reports a connection error when %s, keeping the values', async (_case, answer: FetchMock) => {
    const { user } = renderForm(answer);
    await fillValidEntry(user);
    await user.click(submitButton());

    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Network error occurred');
    });
    expect(screen.getByText('Connection Error')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your connection and try again, or email us directly'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Address/)).toHaveValue(validEntry.email);
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
  });

  it('sends the same submission key with every retry of the filled form, and a new one after a success', async () => {
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
    );
    await fillValidEntry(user);
    for (const outcome of [
      'temporarily unavailable',
      'Network error occurred',
      'Form Submitted Successfully',
    ]) {
      await user.click(submitButton());
      await waitFor(() => {
        expect(statusLine()).toHaveTextContent(outcome);
      });
    }
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

describe('contact form bot traps', () => {
  it('sends the hidden field empty and when the form opened, holding a too quick submission back', async () => {
    const openedFrom = Date.now();
    const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()), {
      openedSecondsAgo: false,
    });
    const openedBy = Date.now();
    await fillValidEntry(user);
    await user.click(submitButton());
    await waitFor(
      () => {
        expect(fetch).toHaveBeenCalledTimes(1);
      },
      { timeout: 10_000 },
    );
    const { honeypot, submitTime } = sentBody(fetch) as { honeypot: string; submitTime: number };
    expect(honeypot).toBe('');
    expect(submitTime).toBeGreaterThanOrEqual(openedFrom);
    expect(submitTime).toBeLessThanOrEqual(openedBy);
    // Sent no sooner than the server's minimum after the form opened.
    expect(Date.now() - submitTime).toBeGreaterThanOrEqual(1_000);
  });

  it('sends what a bot put into the hidden field, which people never see', async () => {
    const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()));
    const trap = document.querySelector<HTMLInputElement>(`input[name="${honeypotInputName}"]`);
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    if (trap !== null) fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    await fillValidEntry(user);
    await user.click(submitButton());
    await waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(1);
    });
    expect(sentBody(fetch)).toMatchObject({ honeypot: 'https://spam.example' });
  });

  it('with a Turnstile site key, starts the widget only when the form is first touched and sends its token', async () => {
    const meta = document.createElement('meta');
    meta.name = turnstileSiteKeyMetaName;
    meta.content = 'site-key';
    document.head.append(meta);
    const widgets: TurnstileRenderOptions[] = [];
    const render = vi.fn((_container: HTMLElement, options: TurnstileRenderOptions) => {
      widgets.push(options);
      return 'widget-1';
    });
    window.turnstile = { render, reset: vi.fn(), remove: vi.fn() };
    const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()));

    expect(render).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByLabelText(/Full Name/));
    await waitFor(() => {
      expect(render).toHaveBeenCalledTimes(1);
    });
    expect(widgets[0]?.sitekey).toBe('site-key');
    expect(submitButton()).toBeDisabled();

    act(() => {
      widgets[0]?.callback('turnstile-token');
    });
    expect(submitButton()).toBeEnabled();
    await fillValidEntry(user);
    await user.click(submitButton());
    await waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(1);
    });
    expect(sentBody(fetch)).toMatchObject({ captchaToken: 'turnstile-token' });
  });
});

describe('contact form source of the visit', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('sends the source kept for the visit with the page it is sent from', async () => {
    window.sessionStorage.setItem(
      visitSourceStorageKey,
      JSON.stringify({
        landingPage: '/react-nodejs',
        referrer: 'https://www.google.com',
        utmSource: 'x',
        utmMedium: null,
        utmCampaign: 'spring-2026',
      }),
    );
    const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()));
    await fillValidEntry(user);
    await user.click(submitButton());
    await waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(1);
    });
    const body = sentBody(fetch);
    expect(body).toMatchObject({
      sourcePage: window.location.pathname,
      landingPage: '/react-nodejs',
      referrer: 'https://www.google.com',
      utmSource: 'x',
      utmCampaign: 'spring-2026',
    });
    // An unset tag is not sent at all: the server takes text only.
    expect(body).not.toHaveProperty('utmMedium');
  });

  it('sends only text fields of an entry that was tampered with', async () => {
    window.sessionStorage.setItem(
      visitSourceStorageKey,
      JSON.stringify({ landingPage: 7, utmCampaign: { a: 1 }, utmSource: 'ok', extra: 'x' }),
    );
    const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()));
    await fillValidEntry(user);
    await user.click(submitButton());
    await waitFor(() => {
      expect(fetch).toHaveBeenCalledTimes(1);
    });
    const body = sentBody(fetch);
    expect(body).toMatchObject({ utmSource: 'ok' });
    expect(body).not.toHaveProperty('landingPage');
    expect(body).not.toHaveProperty('utmCampaign');
    expect(body).not.toHaveProperty('extra');
  });

  it('still sends the enquiry when session storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { fetch, user } = renderForm(() => Promise.resolve(acceptedResponse()));
    await fillValidEntry(user);
    await user.click(submitButton());
    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Form Submitted Successfully');
    });
    expect(sentBody(fetch)).toMatchObject({ ...validEntry, sourcePage: window.location.pathname });
  });
});
