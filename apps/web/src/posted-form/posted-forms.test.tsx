import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostedFormState } from '@app/domain';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { CareerApplicationForm } from '../careers/CareerApplicationForm/CareerApplicationForm.tsx';
import { ContactForm } from '../contact/ContactForm/ContactForm.tsx';
import { fillPageTemplate } from '../page-document.ts';
import { renderWithProviders } from '../test-providers.tsx';
import {
  parsePostedFormState,
  PostedFormContext,
  PostedFormHolder,
  postedFormStateScript,
} from './posted-form-state.ts';

/** The form as the prerender or the server writes it: before any script has run. */
function serverRendered(ui: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      {ui}
    </MantineProvider>,
  );
  return container;
}

/** The contact door's acceptance (spec section 7): only `success: true` in its body counts. */
const acceptedResponse = () =>
  new Response(JSON.stringify({ success: true }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function renderPosted(ui: ReactNode, holder: PostedFormHolder) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(acceptedResponse()));
  const result = renderWithProviders(<PostedFormContext value={holder}>{ui}</PostedFormContext>, {
    fetch,
  });
  return { fetch, result };
}

/** The message a field names in its aria-describedby, as a screen reader reads it with it. */
function messageOf(field: HTMLElement): string | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId === undefined ? undefined : (document.getElementById(errorId)?.textContent ?? '');
}

const refusedContact: PostedFormState = {
  kind: 'contact',
  page: '/',
  values: {
    name: 'J',
    email: 'jane@example',
    contact: '+61 412 345 678',
    company: 'Acme $& Sons',
    teamSize: '4-7',
    message: 'A marketplace',
  },
  fieldErrors: {
    name: 'Name must be at least 2 characters',
    email: 'Please enter a valid email address',
  },
  formError: 'Too many submissions. Please try again in a minute.',
};

const refusedApplication: PostedFormState = {
  kind: 'career',
  page: '/careers',
  values: {
    firstName: 'Minh',
    lastName: 'T',
    email: 'minh@example.com',
    phone: '+84 90 123 4567',
    linkedinUrl: '',
    position: 'DevOps Engineer',
    description: 'Too short',
  },
  fieldErrors: {
    lastName: 'Last name must be at least 2 characters',
    position: 'Position too long',
    description: 'Please provide at least 50 characters describing why we should hire you',
    cv: 'Please choose your CV again',
  },
  formError: 'Too many submissions. Please try again in a minute.',
};

afterEach(() => {
  act(() => {
    notifications.clean();
  });
  vi.useRealTimers();
});

describe('the contact form as a plain HTML form', () => {
  it("posts to the contact door at the form's section, names its page, and its button is enabled before any script", () => {
    const html = serverRendered(<ContactForm page="/" />);
    const form = html.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/contact#contact');
    expect(form?.hasAttribute('data-hydrated')).toBe(false);
    expect(html.querySelector<HTMLInputElement>('input[type="hidden"][name="page"]')?.value).toBe(
      '/',
    );
    const names = [...(form?.querySelectorAll('[name]') ?? [])].map((element) =>
      element.getAttribute('name'),
    );
    expect(names).toEqual([
      'name',
      'email',
      'contact',
      'company',
      'teamSize',
      'message',
      'page',
      'website_hp',
    ]);
    expect(html.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
  });

  it("starts from a refused post: the values, each message under its field and the form's in the status line", () => {
    const holder = new PostedFormHolder(refusedContact);
    const html = serverRendered(
      <PostedFormContext value={holder}>
        <ContactForm page="/" />
      </PostedFormContext>,
    );
    expect(html.querySelector<HTMLInputElement>('input[name="company"]')?.value).toBe(
      'Acme $& Sons',
    );

    renderPosted(<ContactForm page="/" />, new PostedFormHolder(refusedContact));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('J');
    expect(screen.getByLabelText('Team Size')).toHaveValue('4-7');
    expect(screen.getByLabelText('Project Details')).toHaveValue('A marketplace');
    expect(messageOf(screen.getByLabelText(/Full Name/))).toBe(
      'Name must be at least 2 characters',
    );
    expect(messageOf(screen.getByLabelText(/Email Address/))).toBe(
      'Please enter a valid email address',
    );
    expect(messageOf(screen.getByLabelText(/Phone or WhatsApp/))).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Too many submissions. Please try again in a minute.',
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-outcome', 'failure');
  });

  it('re-checks a changed field as after a refused submit, and a success empties the form', async () => {
    renderPosted(<ContactForm page="/" />, new PostedFormHolder(refusedContact));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Full Name/), 'ane');
    expect(messageOf(screen.getByLabelText(/Full Name/))).toBeUndefined();
    await user.clear(screen.getByLabelText(/Email Address/));
    await user.type(screen.getByLabelText(/Email Address/), 'jane@example.com');

    await user.click(screen.getByRole('button', { name: 'Get Free Consultation' }));

    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Form Submitted Successfully');
    });
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText('Team Size')).toHaveValue('');
    expect(screen.getByLabelText(/Company/)).toHaveValue('');
  });

  it("starts empty on another page, and on the form's page once a form has taken the state", () => {
    const holder = new PostedFormHolder(refusedContact);
    const onOtherPage = renderPosted(<ContactForm page="/contact" />, holder);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    onOtherPage.result.unmount();

    const first = renderPosted(<ContactForm page="/" />, holder);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('J');
    first.result.unmount();

    renderPosted(<ContactForm page="/" />, holder);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('the careers form as a plain HTML form', () => {
  const form = (position: string) => (
    <CareerApplicationForm position={position} onPositionChange={() => undefined} />
  );

  it('posts multipart to the careers door at its section, with every field named, a plain CV input and its button enabled', () => {
    const html = serverRendered(form(''));
    const element = html.querySelector('form');
    expect(element?.getAttribute('method')).toBe('post');
    expect(element?.getAttribute('action')).toBe('/api/careers#application-form');
    expect(element?.getAttribute('enctype')).toBe('multipart/form-data');
    const names = [...(element?.querySelectorAll('[name]') ?? [])].map((field) =>
      field.getAttribute('name'),
    );
    expect(names).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'linkedinUrl',
      'position',
      'description',
      'cv',
      'page',
      'website_hp',
    ]);
    const cv = html.querySelector<HTMLInputElement>('input[name="cv"]');
    expect(cv?.type).toBe('file');
    expect(cv?.style.display).toBe('');
    expect(html.querySelector(`label[for="${cv?.id ?? ''}"]`)?.textContent).toBe('CV (optional)');
    expect(html.querySelector<HTMLInputElement>('input[name="page"]')?.value).toBe('/careers');
    expect(html.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
  });

  it("starts from a refused post: the values, each message under its field, the CV's, and the form's where the alert would be", () => {
    const html = serverRendered(
      <PostedFormContext value={new PostedFormHolder(refusedApplication)}>
        {form('DevOps Engineer')}
      </PostedFormContext>,
    );
    const cv = html.querySelector<HTMLInputElement>('input[name="cv"]');
    const cvMessageId = cv?.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
    expect(html.querySelector(`[id="${cvMessageId}"]`)?.textContent).toBe(
      'Please choose your CV again',
    );

    renderPosted(form('DevOps Engineer'), new PostedFormHolder(refusedApplication));
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Minh');
    expect(screen.getByLabelText(/Why should we hire you/)).toHaveValue('Too short');
    expect(messageOf(screen.getByLabelText(/Last Name/))).toBe(
      'Last name must be at least 2 characters',
    );
    expect(messageOf(screen.getByLabelText(/First Name/))).toBeUndefined();
    expect(messageOf(screen.getByLabelText(/Why should we hire you/))).toBe(
      'Please provide at least 50 characters describing why we should hire you',
    );
    expect(messageOf(screen.getByLabelText(/^Position/))).toBe('Position too long');
    expect(screen.getByText('Please choose your CV again')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: Too many submissions. Please try again in a minute.',
    );
  });
});

describe('the state a refused post embeds in its page', () => {
  it('is a JSON data block no typed text can close, read back as it was', () => {
    const state: PostedFormState = {
      ...refusedContact,
      values: { ...refusedContact.values, message: '</script><script>alert(1)</script>' },
    };
    const script = postedFormStateScript(state);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/json" id="posted-form-state">(.*)<\/script>$/.exec(
      script,
    )?.[1];
    expect(parsePostedFormState(json ?? '')).toEqual(state);
  });

  it.each([
    ['an unknown form', { ...refusedContact, kind: 'newsletter' }],
    ['a page the form is not on', { ...refusedContact, page: '/about' }],
    ['a value that is not text', { ...refusedContact, values: { name: 1 } }],
    ['a form message that is not text', { ...refusedContact, formError: 2 }],
  ])('is refused for %s', (_case, state) => {
    expect(parsePostedFormState(JSON.stringify(state))).toBeUndefined();
  });

  it("goes into the page template as typed, '$&' and all", () => {
    expect(
      fillPageTemplate('<head><!--page-head--></head><body><!--page-body--></body>', {
        headHtml: '<title>$&</title>',
        bodyHtml: "<p>$' $` $$</p>",
      }),
    ).toBe("<head><title>$&</title></head><body><p>$' $` $$</p></body>");
  });
});
