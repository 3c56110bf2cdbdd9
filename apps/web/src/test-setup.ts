import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { TestIntersectionObserver } from './test-intersection-observer.ts';

// findBy* and waitFor wait for what the test means; on a loaded machine a render can take longer
// than their one-second default.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine and the scroll helpers call.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    media: query,
    matches: false,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = NoopResizeObserver;
window.IntersectionObserver = TestIntersectionObserver;
window.HTMLElement.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
