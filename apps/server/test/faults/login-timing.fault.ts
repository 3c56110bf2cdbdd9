import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminEmail, createTestAdmin, loginPayload, postLogin } from '../admin-fixtures.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

// Timing is the point here: an unknown username must cost about as long as a wrong password, or
// the time of a refusal tells which admins exist. The default run checks that both hash
// (packages/api/src/auth/password.unit.test.ts); this tier, run alone, checks what that costs.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await createTestAdmin(testApp);
});

afterAll(() => testApp.close());

it('spends about as long on an unknown user as on a wrong password (both hash)', async () => {
  const timeLogin = async (username: string, address: string) => {
    const started = performance.now();
    const response = await postLogin(
      testApp,
      loginPayload({ username, password: 'not the password' }),
      address,
    );
    expect(response.statusCode).toBe(401);
    return performance.now() - started;
  };
  const median = (values: number[]) => values.sort((a, b) => a - b)[1] ?? 0;
  const wrongPassword: number[] = [];
  const unknownUser: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    wrongPassword.push(await timeLogin(adminEmail, `198.51.100.${20 + round}`));
    unknownUser.push(await timeLogin(`ghost${round}@example.com`, `198.51.100.${30 + round}`));
  }
  expect(median(unknownUser)).toBeGreaterThanOrEqual(median(wrongPassword) * 0.5);
});
