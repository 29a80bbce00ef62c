import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * React.lazy that can be loaded ahead: once `preload()` has resolved, the component renders at once instead of
 * suspending for a tick (React reads a thenable that calls back synchronously as loaded). A server-rendered page
 * preloads what it shows before hydrating, so the whole page hydrates in one pass (start-app.tsx).
 */
export function preloadableLazy<P>(load: () => Promise<ComponentType<P>>): {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<void>;
} {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
    return loading;
  };
  const Component = lazy(() => {
    const module = loaded;
    if (!module) return start();
    // a thenable that answers at once: React takes the component without suspending
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point (React.lazy reads it)
    return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(module) } as Promise<{
      default: ComponentType<P>;
    }>;
  });
  return { Component, preload: () => start().then(() => undefined) };
}
