import { vi } from 'vitest';

export interface SentUpload {
  method: string;
  url: string;
  file: File | null;
}

type Reply = { status: number; body: unknown } | 'no answer';

/**
 * An XMLHttpRequest whose server is a function of the test: it reports the body half sent, then
 * answers what `reply` says for the request. Returns every request sent.
 */
export function stubUploads(reply: (upload: SentUpload) => Reply): SentUpload[] {
  const sent: SentUpload[] = [];
  class ScriptedRequest {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private readonly events = new EventTarget();
    private method = '';
    private url = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }

    send(body: FormData) {
      const upload = { method: this.method, url: this.url, file: body.get('file') as File | null };
      sent.push(upload);
      setTimeout(() => {
        this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 2 }));
        const answer = reply(upload);
        if (answer === 'no answer') return this.events.dispatchEvent(new Event('error'));
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.events.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
  return sent;
}
