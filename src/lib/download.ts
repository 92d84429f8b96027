/** Saving a file the API answers (read with the signed-in token, so not a plain link) under a name. */
import { api } from './api-client';

/** Fetches `path` (an API path with its query) as a file and hands it to the browser as `name`. */
export async function downloadFile(path: string, name: string | ((blob: Blob) => string)): Promise<void> {
  const blob = await api<Blob>(path, {
    // The client's options are typed for JSON answers; this one is a file.
    responseType: 'blob' as 'json',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = typeof name === 'string' ? name : name(blob);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
