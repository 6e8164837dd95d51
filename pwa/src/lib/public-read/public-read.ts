/**
 * Data a public page loads from the server after hydration and keeps a copy of on this device, to
 * show when the server cannot be reached. Declare each as a module constant (`publicQuery` builds one
 * for a GraphQL query) and hand it to `usePublicRead` (decision 024).
 */
export interface PublicRead<Data> {
  /** The localStorage key of the copy kept on this device: `<feature>.<what>`. */
  key: string;
  /** What is asked (the query's text, or a URL): a copy made by another request is not read as this one's. */
  source: string;
  /** The data from the server; throws when the server cannot be reached or answers without it. */
  load: () => Promise<Data>;
}
