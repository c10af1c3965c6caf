import { HttpError } from '../api/HttpError';
import { defaultErrorMessage } from './errors';

/** Makes the XMLHttpRequest an upload with progress is sent with; pass a fake in tests. @example const xhr: XhrFactory = () => new XMLHttpRequest(); */
export type XhrFactory = () => XMLHttpRequest;

/** Hears the bytes of a request body sent so far. @example const onProgress: UploadProgress = (loaded, total) => setPercent((100 * loaded) / total); */
export type UploadProgress = (loaded: number, total: number) => void;

/** One request sent through XMLHttpRequest. */
export interface XhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Blob;
}

/** What came back: the status and the body text, as `fetch` would give them. */
export interface XhrAnswer {
  status: number;
  ok: boolean;
  text: string;
}

/**
 * Sends `request` with XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not). `onProgress` hears every progress event of the body. A network failure rejects with
 * HttpError 0; an abort of `signal` aborts the request and rejects with the signal's reason.
 * @example
 * const answer = await sendWithProgress(() => new XMLHttpRequest(), { method: 'PUT', url, headers, body: file }, onProgress, signal);
 */
export function sendWithProgress(createXhr: XhrFactory, request: XhrRequest, onProgress: UploadProgress, signal?: AbortSignal): Promise<XhrAnswer> {
  return new Promise<XhrAnswer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    const finish = (settle: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () =>
      finish(() => resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, text: xhr.responseText })),
    );
    const failed = () => finish(() => reject(new HttpError(0, defaultErrorMessage(0), undefined)));
    xhr.addEventListener('error', failed);
    xhr.addEventListener('timeout', failed);
    xhr.addEventListener('abort', () => finish(() => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'))));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.body);
  });
}
