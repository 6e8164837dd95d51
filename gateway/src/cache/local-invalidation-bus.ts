import type { InvalidationBus } from './invalidation-bus.js';

/**
 * The bus of a single gateway process: a publish reaches this process's listeners before it
 * resolves. Enough for one gateway; several behind a load balancer need a shared bus.
 */
export class LocalInvalidationBus implements InvalidationBus {
  private readonly listeners = new Set<(tag: string) => void>();

  publish(tag: string): Promise<void> {
    for (const listener of this.listeners) listener(tag);
    return Promise.resolve();
  }

  subscribe(listener: (tag: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
