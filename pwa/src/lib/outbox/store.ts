import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxFile, QueuedOperation } from './operation';

export const OUTBOX_DATABASE = 'outbox';
export const OPERATIONS_STORE = 'operations';
const BY_CREATED_AT = 'by-createdAt';

/** The Blob as IndexedDB keeps it, with its name beside it: a stored File may come back as a Blob. */
interface StoredFile {
  blob: Blob;
  name?: string;
}

type StoredOperation = Omit<QueuedOperation, 'files'> & { files: Record<string, StoredFile> };

/** The fields that change while an operation waits; its request itself never changes. */
export type OperationProgress = Partial<Pick<QueuedOperation, 'attempts' | 'status' | 'error'>>;

interface OutboxSchema extends DBSchema {
  [OPERATIONS_STORE]: {
    key: string;
    value: StoredOperation;
    indexes: { [BY_CREATED_AT]: number };
  };
}

type OutboxDatabase = IDBPDatabase<OutboxSchema>;

let database: Promise<OutboxDatabase> | undefined;

/** Opens the database once per page or service worker; the pages and the worker share it. */
export function openOutboxDatabase(): Promise<OutboxDatabase> {
  database ??= openDB<OutboxSchema>(OUTBOX_DATABASE, 1, {
    upgrade(db) {
      const store = db.createObjectStore(OPERATIONS_STORE, { keyPath: 'id' });
      store.createIndex(BY_CREATED_AT, 'createdAt');
    },
    // A newer version of the app (another tab, or the updated worker) wants to upgrade: let it.
    blocking() {
      void database?.then((db) => db.close());
      database = undefined;
    },
    terminated() {
      database = undefined;
    },
  }).catch((error: unknown) => {
    database = undefined; // the next call tries again instead of failing forever
    throw error;
  });
  return database;
}

export async function putOperation(operation: QueuedOperation): Promise<void> {
  const db = await openOutboxDatabase();
  await db.put(OPERATIONS_STORE, toStored(operation));
}

export async function getOperation(id: string): Promise<QueuedOperation | undefined> {
  const db = await openOutboxDatabase();
  const stored = await db.get(OPERATIONS_STORE, id);
  return stored && fromStored(stored);
}

/** Every stored operation, oldest first. */
export async function listOperations(): Promise<QueuedOperation[]> {
  const db = await openOutboxDatabase();
  const stored = await db.getAllFromIndex(OPERATIONS_STORE, BY_CREATED_AT);
  return stored.map(fromStored);
}

/** The ids of every stored operation, oldest first, without reading their files. */
export async function listOperationIds(): Promise<string[]> {
  const db = await openOutboxDatabase();
  return db.getAllKeysFromIndex(OPERATIONS_STORE, BY_CREATED_AT);
}

export async function deleteOperation(id: string): Promise<void> {
  const db = await openOutboxDatabase();
  await db.delete(OPERATIONS_STORE, id);
}

/**
 * Applies `change` to the stored operation in one transaction. Does nothing when the operation is
 * gone (delivered by another tab, or dismissed), so a late answer never brings it back.
 */
export async function updateOperation(id: string, change: (current: QueuedOperation) => OperationProgress): Promise<void> {
  const db = await openOutboxDatabase();
  const tx = db.transaction(OPERATIONS_STORE, 'readwrite');
  const stored = await tx.store.get(id);
  if (stored) await tx.store.put({ ...stored, ...change(fromStored(stored)) });
  await tx.done;
}

function toStored(operation: QueuedOperation): StoredOperation {
  const files: Record<string, StoredFile> = {};
  for (const [path, file] of Object.entries(operation.files)) {
    files[path] = file.name === undefined ? { blob: file } : { blob: file, name: file.name };
  }
  return { ...operation, files };
}

function fromStored(stored: StoredOperation): QueuedOperation {
  const files: Record<string, OutboxFile> = {};
  for (const [path, { blob, name }] of Object.entries(stored.files)) {
    files[path] = name === undefined ? blob : new File([blob], name, { type: blob.type });
  }
  return { ...stored, files };
}
