/**
 * Test double for XMLHttpRequest (uploads with progress): records the request and lets a test
 * report progress and answer. Install with `installFakeXhr()`; only tests import this.
 */
export class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  readonly upload = new EventTarget();
  readonly headers = new Map<string, string>();
  method = '';
  url = '';
  withCredentials = false;
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';

  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, statusText: string, responseText: string) {
    Object.assign(this, { status, statusText, responseText });
    this.dispatchEvent(new Event('load'));
  }
  failToConnect() {
    this.dispatchEvent(new Event('error'));
  }
}

/** Replaces window.XMLHttpRequest; returns the function that restores it. */
export function installFakeXhr(): () => void {
  const real = window.XMLHttpRequest;
  FakeXhr.last = null;
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    window.XMLHttpRequest = real;
  };
}

/** The request most recently sent through the fake. */
export function lastXhr(): FakeXhr {
  if (FakeXhr.last === null) throw new Error('No request was sent.');
  return FakeXhr.last;
}
