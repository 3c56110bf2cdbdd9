import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertLead } from '@app/db/testing';
import { leadListSchema } from '@app/domain';
import { bearer, createTestAdmin, insertSession } from '../test/admin-fixtures.ts';
import { routerProcedures } from '../test/router-procedures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { handleHttpError } from './plugins/http-errors.ts';
import { useZodValidation } from './plugins/zod-validation.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(() => testApp.close());

function routeMethods(route: { method: string | string[] }): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD',
  );
}

function responseStatuses(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null || !('response' in schema)) return [];
  const { response } = schema;
  return typeof response === 'object' && response !== null ? Object.keys(response) : [];
}

describe('every answer has a contract', () => {
  it('every tRPC procedure declares its answer with .output()', () => {
    expect(routerProcedures.length).toBeGreaterThan(50);
    const undeclared = routerProcedures
      .filter(({ output }) => output === undefined)
      .map(({ path }) => path);
    expect(undeclared).toEqual([]);
  });

  it('every /api/ route declares a response schema for its success, its refusals and its failures', () => {
    const apiRoutes = testApp.routes.filter((route) => route.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(10);
    const undeclared = apiRoutes.flatMap((route) => {
      const statuses = responseStatuses(route.schema);
      const complete =
        statuses.some((status) => /^2\d\d$/.test(status)) &&
        statuses.includes('4xx') &&
        statuses.includes('5xx');
      return complete ? [] : routeMethods(route).map((method) => `${method} ${route.url}`);
    });
    expect(undeclared).toEqual([]);
  });
});

describe('a REST response schema', () => {
  const answerSchema = z.object({ data: z.object({ id: z.int(), name: z.string() }) });

  async function appAnswering(answer: unknown, checkAnswers = true) {
    const app = Fastify({ logger: false });
    app.setErrorHandler((error, request, reply) => handleHttpError(error, request, reply));
    useZodValidation(app, { checkAnswers }).get(
      '/answer',
      { schema: { response: { 200: answerSchema } } },
      // The handler stands for a service whose SQL no longer matches the contract.
      () => Promise.resolve(answer as z.input<typeof answerSchema>),
    );
    await app.ready();
    return app;
  }

  it('changes no byte of a matching answer: its fields keep the order the handler wrote', async () => {
    const app = await appAnswering({ data: { name: 'Minh', id: 7 } });
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"data":{"name":"Minh","id":7}}');
    await app.close();
  });

  it('turns an answer that breaks it (a renamed column) into a 500, never a partial record', async () => {
    const app = await appAnswering({ data: { id: 7, full_name: 'Minh' } });
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });
    await app.close();
  });

  it('documents the answer without checking it where checks are off (production)', async () => {
    const app = await appAnswering({ data: { id: 7, full_name: 'Minh' } }, false);
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"data":{"id":7,"full_name":"Minh"}}');
    await app.close();
  });
});

describe('answers PostgreSQL writes as text', () => {
  it('GET /api/leads matches its schema, every field of a lead filled', async () => {
    const { id: adminId } = await createTestAdmin(testApp);
    const token = await insertSession(testApp, adminId);
    const previous = await insertLead(testApp, {
      is_won: true,
      stage: 'closed_won',
      probability: 100,
      estimated_value: 5000,
    });
    await insertLead(testApp, {
      previous_lead_id: previous,
      first_reply_at: new Date(),
      source_page: '/contact',
      utm_source: 'newsletter',
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/leads',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    const parsed = z.object({ data: leadListSchema }).parse(body);
    expect(parsed.data).toHaveLength(2);
    expect(parsed.data.some((lead) => lead.previousLead?.id === previous)).toBe(true);
  });
});
