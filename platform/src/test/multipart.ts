/** One part of a multipart/form-data body: a text field, or a file when it has a filename. */
export type Part = { name: string; value: string | Buffer; filename?: string };

/** A multipart/form-data body as a browser would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----huiliu${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename !== undefined ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
