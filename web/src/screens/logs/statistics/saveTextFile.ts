/** Long enough for the browser to have read the file before its address is given back. */
const REVOKE_AFTER_MS = 1_000;

/**
 * Hands a text to the browser as a downloaded file. The web talks GraphQL only, so an export arrives as a string;
 * a Blob makes it a file under the server's name. A string goes into a Blob as UTF-8, the BOM of the CSV included.
 */
export function saveTextFile(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
