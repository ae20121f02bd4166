/** Saves a file answer ({filename, contentType, base64}) through the browser's download. */
export function saveFile(file: { filename: string; contentType: string; base64: string }) {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  saveBlob(file.filename, new Blob([bytes], { type: file.contentType }));
}

/** Saves text made in the browser (for example JSON) as a file. */
export const saveText = (filename: string, contentType: string, text: string) =>
  saveBlob(filename, new Blob([text], { type: contentType }));

function saveBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
