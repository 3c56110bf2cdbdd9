import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrmFilter } from '@app/domain';
import {
  createTestAdminApi,
  fakeTrpcServer,
  renderWithAdminApi,
  type ProcedureHandler,
} from '../admin-test-utils.tsx';
import type { ContactSubmissionDto } from '../api/admin-api.ts';
import { ContactSubmissions } from './ContactSubmissions.tsx';
import { useContactSubmissionPages, useSubmissionCounts } from './use-submission-pages.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function contact(id: number, overrides: Partial<ContactSubmissionDto> = {}): ContactSubmissionDto {
  return {
    id,
    name: `Person ${String(id)}`,
    email: `person${String(id)}@example.com`,
    contact: '+61 412 345 678',
    company: 'Acme Pty Ltd',
    teamSize: '4-7',
    message: 'Two React developers',
    createdAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

const cursorAfter = (id: number) => ({ at: '2026-11-20T01:00:00.000000Z', id });

/** Answers pages of `items` as the server does: `limit` at a time after the cursor's id. */
function pagesOf(items: readonly { readonly id: number }[], limit = 50): ProcedureHandler {
  return (input) => {
    const { cursor } = input as { cursor?: { id: number } | null };
    const start =
      cursor === undefined || cursor === null
        ? 0
        : items.findIndex((item) => item.id === cursor.id) + 1;
    const page = items.slice(start, start + limit);
    const last = page.at(-1);
    return {
      items: page,
      nextCursor: start + limit < items.length && last !== undefined ? cursorAfter(last.id) : null,
    };
  };
}

function ContactsTab({ filter }: { readonly filter: CrmFilter }) {
  const list = useContactSubmissionPages(filter);
  const counts = useSubmissionCounts(filter);
  return <ContactSubmissions list={list} filter={filter} count={counts?.contacts} />;
}

const sixty = Array.from({ length: 60 }, (_, index) => contact(60 - index));

function renderContacts(filter: CrmFilter, contacts: readonly ContactSubmissionDto[]) {
  const server = fakeTrpcServer({
    'submissions.contactsPage': pagesOf(contacts),
    'submissions.counts': () => ({ contacts: contacts.length, careers: 0 }),
  });
  renderWithAdminApi(<ContactsTab filter={filter} />, createTestAdminApi(server, 'token'));
  return { server, user: userEvent.setup() };
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Contact submissions' })).getAllByRole('article');

/** The value a card shows under a label. */
function fieldOf(card: HTMLElement, label: string): string | null | undefined {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('a contact submission card', () => {
  it('shows the fields under the labels the lead drawer, the CSV and the alert e-mail use', async () => {
    renderContacts({}, [contact(1)]);
    const [card] = await waitFor(() => cards());
    if (card === undefined) throw new Error('no card');
    expect(fieldOf(card, 'Email')).toBe('person1@example.com');
    expect(fieldOf(card, 'Phone')).toBe('+61 412 345 678');
    expect(fieldOf(card, 'Company')).toBe('Acme Pty Ltd');
    expect(fieldOf(card, 'Team size')).toBe('4-7 developers');
    expect(fieldOf(card, 'Message')).toBe('Two React developers');
  });
});

describe('contact submissions, a page at a time', () => {
  it('shows the first 50 and the total, and the next page on asking', async () => {
    const { server, user } = renderContacts({}, sixty);
    await waitFor(() => {
      expect(cards()).toHaveLength(50);
    });
    expect(await screen.findByText('60 contact submissions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    await waitFor(() => {
      expect(cards()).toHaveLength(60);
    });
    expect(cards().at(-1)).toHaveAccessibleName('Person 1');
    const [first, second] = server.inputsOf('submissions.contactsPage') as {
      filter: CrmFilter;
      cursor?: unknown;
    }[];
    expect(first?.filter).toEqual({});
    expect(first?.cursor ?? null).toBeNull();
    expect(second).toMatchObject({ filter: {}, cursor: cursorAfter(11) });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('loads the next page when the end of the list comes into view', async () => {
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { server } = renderContacts({}, sixty);
    await waitFor(() => {
      expect(cards()).toHaveLength(50);
    });
    const latest = observed.at(-1);
    act(() => {
      latest?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    await waitFor(() => {
      expect(cards()).toHaveLength(60);
    });
    expect(server.calls().filter((call) => call === 'submissions.contactsPage')).toHaveLength(2);
  });

  it('asks for the filter’s matches, counts them as matching, and marks what the search matched', async () => {
    const filter = { q: 'acme', teamSize: '4-7' } as const;
    const { server } = renderContacts(filter, [contact(2, { company: 'ACME Widgets' })]);
    const card = await screen.findByRole('article', { name: 'Person 2' });
    expect(await screen.findByText('1 matching contact submission')).toBeInTheDocument();
    expect(within(card).getByText('ACME', { selector: 'mark' })).toBeInTheDocument();
    expect(server.inputsOf('submissions.contactsPage')).toEqual([
      expect.objectContaining({ filter }),
    ]);
    expect(server.inputsOf('submissions.counts')).toEqual([{ filter }]);
  });

  it('says when nothing matches the search', async () => {
    renderContacts({ q: 'nobody' }, []);
    expect(await screen.findByText('No contact submissions match the search.')).toBeInTheDocument();
  });
});
