/**
 * jsdom has no layout, so nothing ever comes into view: this IntersectionObserver reports only
 * when a test says an element did, through `reportIntersection`.
 */
const observers = new Set<TestIntersectionObserver>();

export class TestIntersectionObserver implements IntersectionObserver {
  readonly root: Element | Document | null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly scrollMargin = '0px';
  readonly #callback: IntersectionObserverCallback;
  readonly #targets = new Set<Element>();

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.#callback = callback;
    this.root = options.root ?? null;
    this.rootMargin = options.rootMargin ?? '0px';
    observers.add(this);
  }

  observe(target: Element): void {
    this.#targets.add(target);
  }

  unobserve(target: Element): void {
    this.#targets.delete(target);
  }

  disconnect(): void {
    this.#targets.clear();
    observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(target: Element, isIntersecting: boolean): void {
    if (!this.#targets.has(target)) return;
    const rect = target.getBoundingClientRect();
    const entry: IntersectionObserverEntry = {
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: performance.now(),
    };
    this.#callback([entry], this);
  }
}

/** Tells every observer of the element that it came into view (or left it). */
export function reportIntersection(target: Element, isIntersecting = true): void {
  for (const observer of observers) observer.report(target, isIntersecting);
}
