import type { HttpClient } from './http-client.js';

/** A multipart POST with field `file`, as the browser's uploader sends it (fetch + FormData + Blob). */
export async function postFile(
  baseUrl: string,
  client: HttpClient | null,
  url: string,
  file: { bytes: Uint8Array; name: string; type?: string; field?: string },
) {
  const form = new FormData();
  form.append(file.field ?? 'file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], file.type === undefined ? {} : { type: file.type }), file.name);
  const headers: Record<string, string> = {};
  if (client) headers.cookie = client.cookieHeader();
  const response = await fetch(baseUrl + url, { method: 'POST', body: form, headers });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** Asks for a presigned URL and uploads one file to it. */
export async function uploadFile(baseUrl: string, client: HttpClient, file: { bytes: Uint8Array; name: string; type?: string }, purpose?: string) {
  const presigned = await client.get(`/api/upload/presigned-url${purpose ? `?purpose=${purpose}` : ''}`);
  if (presigned.status !== 200) throw new Error(`presign failed: ${presigned.status} ${presigned.text}`);
  return postFile(baseUrl, client, presigned.json.url, file);
}
