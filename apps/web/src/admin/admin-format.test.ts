import { describe, expect, it } from 'vitest';
import { formatFileSize } from './admin-format.ts';

describe('formatFileSize', () => {
  it.each([
    [1, '1 byte'],
    [812, '812 bytes'],
    [1024, '1 KB'],
    [250_880, '245 KB'],
    [1_258_291, '1.2 MB'],
    [5 * 1024 * 1024, '5 MB'],
  ])('shows %d bytes as %j', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
