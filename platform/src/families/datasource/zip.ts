import { inflateRawSync } from 'node:zlib';
import { fileInvalid, MAX_ZIP_ENTRIES, limitExceeded, tooLargeUnzipped } from './limits';

/** One member of a zip archive, located through the central directory. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate; XLSX writers use nothing else. */
  method: number;
  compressedSize: number;
  /** Where the member's (compressed) bytes start. */
  dataOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const notXlsx = () => fileInvalid('不是有效的 XLSX 文件');

function endOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end of the file.
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(END_OF_DIRECTORY);
  const at = bytes.lastIndexOf(signature);
  if (at < 0 || at < bytes.length - 65_557 || at + 22 > bytes.length) throw notXlsx();
  return at;
}

/**
 * The members a zip's central directory lists, each checked to lie inside the file. Sizes the
 * headers declare are not trusted for anything but locating the compressed bytes.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mean ZIP64, which no 10 MB workbook needs.
  if (count === 0xffff || at === 0xffffffff) throw notXlsx();
  if (count > MAX_ZIP_ENTRIES) throw limitExceeded('压缩包中的文件数', MAX_ZIP_ENTRIES);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw notXlsx();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (flags & 1) throw fileInvalid('文件已加密');
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) throw notXlsx();
    const dataOffset = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataOffset + compressedSize > bytes.length) throw notXlsx();
    entries.push({ name, method, compressedSize, dataOffset });
  }
  return entries;
}

/** A member's bytes, inflated; refused as soon as they would pass `maxBytes`, whatever the header says. */
export function inflateEntry(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let out: Buffer;
  if (entry.method === 0) out = data;
  else if (entry.method === 8) {
    try {
      // zlib stops inflating once the output passes maxOutputLength: a bomb is never inflated whole.
      out = inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes) });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLargeUnzipped();
      throw notXlsx();
    }
  } else throw fileInvalid('使用了不支持的压缩方式');
  if (out.length > maxBytes) throw tooLargeUnzipped();
  return out;
}
