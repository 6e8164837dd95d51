export interface ProgressRequest {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Readonly<Record<string, string>>;
}

/** The server's answer, or null when none came (no network, or the request was cut off). */
export type ProgressAnswer = { status: number; text: string } | null;

/**
 * Sends a request whose body may be large, reporting how much of it has gone (0 to 1).
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function sendWithProgress({ method, url, body, headers = {} }: ProgressRequest, onProgress: (fraction: number) => void): Promise<ProgressAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => resolve({ status: request.status, text: request.responseText }));
    request.addEventListener('error', () => resolve(null));
    request.addEventListener('abort', () => resolve(null));
    request.send(body);
  });
}
