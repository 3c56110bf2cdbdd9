import type { Readable, Writable } from 'node:stream';

export class PromptCancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'PromptCancelledError';
  }
}

const enter = new Set(['\r', '\n']);
const cancel = new Set(['\u0003', '\u0004']);
const erase = new Set(['\u007f', '\b']);

/** The first line of a piped standard input, without its line break. */
export async function readPasswordFromStream(input: Readable): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  }
  return text.split(/\r?\n/, 1)[0] ?? '';
}

export interface RawTerminalInput extends Readable {
  setRawMode(mode: boolean): unknown;
}

/**
 * Reads a password from the terminal with echo off: the typed characters never appear, not
 * even as asterisks. Ctrl-C or Ctrl-D cancels.
 */
export function promptHiddenPassword(
  prompt: string,
  input: RawTerminalInput,
  output: Writable,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = () => {
      input.removeListener('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
    };
    const onData = (chunk: Buffer | string) => {
      for (const character of typeof chunk === 'string' ? chunk : chunk.toString('utf8')) {
        if (enter.has(character)) {
          finish();
          resolve(typed.join(''));
          return;
        }
        if (cancel.has(character)) {
          finish();
          reject(new PromptCancelledError());
          return;
        }
        if (erase.has(character)) typed = typed.slice(0, -1);
        else if (character >= ' ') typed.push(character);
      }
    };
    output.write(prompt);
    input.setRawMode(true);
    input.on('data', onData);
    input.resume();
  });
}
