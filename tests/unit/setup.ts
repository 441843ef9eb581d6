/** Browser features jsdom lacks and antd needs, plus jest-dom's matchers (a test of server code runs without a window). */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// How long findBy and waitFor wait for what a test expects. antd's form validates in later
// tasks and a component's script may load on first use (transformed on a cold cache): on a
// busy two-core machine that takes longer than the library's default of one second, while a
// test whose element never comes still fails.
configure({ asyncUtilTimeout: 10000 });

// antd's form batches watchers in a macrotask through MessageChannel.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimeoutMessageChannel {
    port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data })) };
  }
  Object.defineProperty(globalThis, 'MessageChannel', { configurable: true, writable: true, value: TimeoutMessageChannel });
}

// antd's responsive helpers ask for media queries.
if (typeof window !== 'undefined')
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

// Pickers and overflow lists measure themselves.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// antd's tables measure the scrollbar through a pseudo-element's style, which jsdom does not implement.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}
