import { apiUrl, HttpError, type StorageDocument } from "@hub-of-minds/core";

/** Sends a file as multipart `file` (PDFs are binary, so not through the JSON client); errors as `HttpError`. */
export async function uploadDocument(containerId: string, file: File): Promise<StorageDocument> {
  const form = new FormData();
  form.set("file", file);
  const response = await fetch(apiUrl("createStorageDocument", { params: { id: containerId } }), {
    method: "POST",
    body: form,
    credentials: "include",
  });
  if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text());
  return (await response.json()) as StorageDocument;
}
