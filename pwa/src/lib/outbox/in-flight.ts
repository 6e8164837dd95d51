/**
 * Operations this tab is sending from submit(), while the form waits for the answer: a flush leaves
 * them alone, and the count of saved submissions leaves them out.
 */
export const inFlight = new Set<string>();
