import { describe, expect, it } from 'vitest';
import { zipOf } from '../../test/spreadsheet-files';
import { inflateEntry, zipEntries } from './zip';

const MEGABYTE = Buffer.alloc(1024 * 1024, 'a');

async function oneMember(): Promise<Buffer> {
  return zipOf([{ name: 'xl/worksheets/sheet1.xml', chunks: [MEGABYTE] }]);
}

describe('zip', () => {
  it('lists the members a writer put in and inflates them', async () => {
    const zip = await zipOf([
      { name: '[Content_Types].xml', chunks: [Buffer.from('<Types/>')] },
      { name: '中文/表.xml', chunks: [Buffer.from('<a>'), Buffer.from('</a>')] },
    ]);
    const entries = zipEntries(zip);
    expect(entries.map((e) => [e.name, e.method])).toEqual([
      ['[Content_Types].xml', 8],
      ['中文/表.xml', 8],
    ]);
    expect(inflateEntry(zip, entries[1]!, 100).toString()).toBe('<a></a>');
  });

  it('stops inflating a member at its cap, whatever size its headers declare', async () => {
    const zip = await oneMember();
    // Declare 10 bytes in the central directory: the real inflated size is what counts.
    zip.writeUInt32LE(10, zip.length - 22 - (46 + 'xl/worksheets/sheet1.xml'.length) + 24);
    const [entry] = zipEntries(zip);
    expect(() => inflateEntry(zip, entry!, 64 * 1024)).toThrow(
      expect.objectContaining({ code: 4064, message: '文件内容超出限制：解压后的大小超过 100 MB' }),
    );
    expect(inflateEntry(zip, entry!, MEGABYTE.length).equals(MEGABYTE)).toBe(true);
  });

  it('refuses a truncated archive, a member outside the file and broken deflate data as FILE_INVALID', async () => {
    const zip = await oneMember();
    expect(() => zipEntries(zip.subarray(0, zip.length - 30))).toThrow(expect.objectContaining({ code: 4062 }));
    const outside = Buffer.from(zip);
    outside.writeUInt32LE(zip.length, zip.length - 22 - (46 + 'xl/worksheets/sheet1.xml'.length) + 42);
    expect(() => zipEntries(outside)).toThrow(expect.objectContaining({ code: 4062 }));
    const broken = Buffer.from(zip);
    const [entry] = zipEntries(broken);
    broken.fill(0xff, entry!.dataOffset, entry!.dataOffset + 16);
    expect(() => inflateEntry(broken, entry!, 10 * MEGABYTE.length)).toThrow(expect.objectContaining({ code: 4062 }));
  });
});
