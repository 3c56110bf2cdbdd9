import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  promptHiddenPassword,
  PromptCancelledError,
  readPasswordFromStream,
  type RawTerminalInput,
} from './read-password.ts';

describe('readPasswordFromStream', () => {
  it.each([
    ['a password with spaces\n', 'a password with spaces'],
    ['windows line end\r\n', 'windows line end'],
    ['no line end', 'no line end'],
    ['first line\nsecond line\n', 'first line'],
    ['  kept spaces  \n', '  kept spaces  '],
  ])('reads %j as %j', async (input, expected) => {
    expect(await readPasswordFromStream(Readable.from([Buffer.from(input)]))).toBe(expected);
  });
});

function fakeTerminal() {
  const rawModes: boolean[] = [];
  const input = Object.assign(new PassThrough(), {
    setRawMode: (mode: boolean) => rawModes.push(mode),
  }) satisfies RawTerminalInput;
  const written: string[] = [];
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => written.push(chunk.toString('utf8')));
  return { input, output, rawModes, written: () => written.join('') };
}

describe('promptHiddenPassword', () => {
  it('reads up to Enter without echoing, honours backspace and restores the terminal', async () => {
    const terminal = fakeTerminal();
    const password = promptHiddenPassword('Password: ', terminal.input, terminal.output);
    terminal.input.write('secrex\u007ft pass');
    terminal.input.write('word\r');

    expect(await password).toBe('secret password');
    expect(terminal.rawModes).toEqual([true, false]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(terminal.written()).toBe('Password: \n');
  });

  it('is cancelled by Ctrl-C', async () => {
    const terminal = fakeTerminal();
    const password = promptHiddenPassword('Password: ', terminal.input, terminal.output);
    terminal.input.write('abc\u0003');
    await expect(password).rejects.toBeInstanceOf(PromptCancelledError);
    expect(terminal.rawModes).toEqual([true, false]);
  });
});
