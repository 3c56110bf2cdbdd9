import { UniqueConstraintViolationException, ValidationError, wrap } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  AdminSession,
  AdminUser,
  CareerSubmission,
  ContactSubmission,
  Lead,
  LeadNote,
  LoginAttempt,
  User,
} from './entities.ts';
import { createTestDatabase, testDatabaseBaseUrlKey, type TestDatabase } from './testing.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(inject(testDatabaseBaseUrlKey));
});

afterAll(async () => {
  await database.close();
});

const fork = () => database.orm.em.fork();
const sessionExpiry = () => new Date(Date.now() + 60 * 60 * 1000);

describe('defaults', () => {
  test('a lead stored with only its required fields is new, unscored and open', async () => {
    const before = new Date(Date.now() - 1000);
    const em = fork();
    const lead = em.create(Lead, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      contact: '+61 400 000 000',
    });
    await em.flush();

    const stored = await fork().findOneOrFail(Lead, lead.id);
    expect(stored).toMatchObject({
      stage: 'new',
      probability: 0,
      isWon: false,
      isLost: false,
      company: null,
      teamSize: null,
      message: null,
      estimatedValue: null,
      lostReason: null,
    });
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(stored.createdAt.getTime()).toBeGreaterThan(before.getTime());
    expect(stored.updatedAt.getTime()).toBe(stored.createdAt.getTime());
  });

  test('database defaults are loaded into the entity on insert', async () => {
    const em = fork();
    const lead = em.create(Lead, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      contact: '0400 000 001',
    });
    await em.flush();
    expect(lead.id).toBeGreaterThan(0);
    expect(lead.stage).toBe('new');
    expect(lead.createdAt).toBeInstanceOf(Date);
  });

  test('updating a lead moves updatedAt forward', async () => {
    const em = fork();
    const lead = em.create(Lead, {
      name: 'Alan Turing',
      email: 'alan@example.com',
      contact: '0400 000 002',
    });
    await em.flush();
    const created = lead.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));

    lead.stage = 'contacted';
    await em.flush();
    const stored = await fork().findOneOrFail(Lead, lead.id);
    expect(stored.stage).toBe('contacted');
    expect(stored.updatedAt.getTime()).toBeGreaterThan(created.getTime());
    expect(stored.createdAt.getTime()).toBe(created.getTime());
  });

  test('submissions keep optional fields empty and stamp their creation time', async () => {
    const em = fork();
    const contact = em.create(ContactSubmission, {
      name: 'Linus',
      email: 'linus@example.com',
      contact: '0400 000 003',
    });
    const career = em.create(CareerSubmission, {
      firstName: 'Margaret',
      lastName: 'Hamilton',
      email: 'margaret@example.com',
      phone: '0400 000 004',
      position: 'Technical Lead',
      description: 'Apollo guidance software',
    });
    const attempt = em.create(LoginAttempt, {
      username: 'someone@example.com',
      ip: '203.0.113.7',
      succeeded: false,
    });
    await em.flush();

    const check = fork();
    expect(await check.findOneOrFail(ContactSubmission, contact.id)).toMatchObject({
      company: null,
      teamSize: null,
      message: null,
    });
    expect((await check.findOneOrFail(CareerSubmission, career.id)).linkedinUrl).toBeNull();
    for (const stamped of [contact, career, attempt])
      expect(stamped.createdAt).toBeInstanceOf(Date);
  });

  test('a new admin has a creation time and no last login; a new session starts its idle clock', async () => {
    const em = fork();
    const admin = em.create(AdminUser, { username: 'owner@example.com', password: 'hash' });
    await em.flush();
    const session = em.create(AdminSession, {
      adminId: admin.id,
      token: 'a'.repeat(64),
      expiresAt: sessionExpiry(),
    });
    await em.flush();

    expect(admin.createdAt).toBeInstanceOf(Date);
    expect((await fork().findOneOrFail(AdminUser, admin.id)).lastLogin).toBeNull();
    expect(session.lastUsedAt).toBeInstanceOf(Date);
    expect(session.createdAt).toBeInstanceOf(Date);
  });
});

describe('serialisation', () => {
  test('leaves out passwords and session token hashes', async () => {
    const em = fork();
    const admin = em.create(AdminUser, { username: 'hidden@example.com', password: 'secret-hash' });
    const user = em.create(User, { username: 'plain-user', password: 'secret-hash' });
    await em.flush();
    const session = em.create(AdminSession, {
      adminId: admin.id,
      token: 'b'.repeat(64),
      expiresAt: sessionExpiry(),
    });
    await em.flush();

    expect(
      JSON.stringify([wrap(admin).toObject(), wrap(user).toObject(), wrap(session).toObject()]),
    ).not.toMatch(/secret-hash|bbbb/);
    expect(wrap(session).toObject()).toMatchObject({ adminId: admin.id });
  });
});

describe('unique constraints', () => {
  test('users.username', async () => {
    const em = fork();
    em.create(User, { username: 'duplicate', password: 'x' });
    await em.flush();
    const second = fork();
    second.create(User, { username: 'duplicate', password: 'y' });
    await expect(second.flush()).rejects.toThrow(UniqueConstraintViolationException);
  });

  test('admin_users.username, regardless of letter case', async () => {
    const em = fork();
    em.create(AdminUser, { username: 'admin@example.com', password: 'x' });
    await em.flush();

    const exact = fork();
    exact.create(AdminUser, { username: 'admin@example.com', password: 'y' });
    await expect(exact.flush()).rejects.toThrow(UniqueConstraintViolationException);

    const otherCase = fork();
    otherCase.create(AdminUser, { username: 'Admin@Example.com', password: 'y' });
    await expect(otherCase.flush()).rejects.toThrow(UniqueConstraintViolationException);
  });

  test('admin_sessions.token', async () => {
    const em = fork();
    const admin = em.create(AdminUser, { username: 'tokens@example.com', password: 'x' });
    await em.flush();
    em.create(AdminSession, {
      adminId: admin.id,
      token: 'c'.repeat(64),
      expiresAt: sessionExpiry(),
    });
    await em.flush();

    const second = fork();
    second.create(AdminSession, {
      adminId: admin.id,
      token: 'c'.repeat(64),
      expiresAt: sessionExpiry(),
    });
    await expect(second.flush()).rejects.toThrow(UniqueConstraintViolationException);
  });
});

describe('cascading deletes', () => {
  test('deleting a lead deletes its notes, and only its notes', async () => {
    const em = fork();
    const lead = em.create(Lead, { name: 'To delete', email: 'gone@example.com', contact: '1' });
    const kept = em.create(Lead, { name: 'To keep', email: 'kept@example.com', contact: '2' });
    await em.flush();
    em.create(LeadNote, { leadId: lead.id, note: 'first' });
    em.create(LeadNote, { leadId: lead.id, note: 'second' });
    em.create(LeadNote, { leadId: kept.id, note: 'stays' });
    await em.flush();

    await fork().nativeDelete(Lead, { id: lead.id });

    const check = fork();
    expect(await check.count(LeadNote, { leadId: lead.id })).toBe(0);
    expect((await check.find(LeadNote, { leadId: kept.id })).map((note) => note.note)).toEqual([
      'stays',
    ]);
  });

  test('deleting an admin deletes their sessions', async () => {
    const em = fork();
    const admin = em.create(AdminUser, { username: 'leaving@example.com', password: 'x' });
    await em.flush();
    em.create(AdminSession, {
      adminId: admin.id,
      token: 'd'.repeat(64),
      expiresAt: sessionExpiry(),
    });
    await em.flush();

    await fork().nativeDelete(AdminUser, { id: admin.id });
    expect(await fork().count(AdminSession, { adminId: admin.id })).toBe(0);
  });

  test('a note cannot point at a lead that does not exist', async () => {
    const em = fork();
    em.create(LeadNote, { leadId: 999_999, note: 'orphan' });
    await expect(em.flush()).rejects.toThrow(/foreign key/i);
  });
});

test('the global EntityManager is off limits: each unit of work forks its own', async () => {
  await expect(database.orm.em.find(Lead, {})).rejects.toThrow(ValidationError);
});
