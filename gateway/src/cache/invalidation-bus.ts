/** Tells every gateway that cached public reads carrying a tag are stale. */
export interface InvalidationBus {
  publish(tag: string): Promise<void>;
  subscribe(listener: (tag: string) => void): () => void;
  close(): Promise<void>;
}
