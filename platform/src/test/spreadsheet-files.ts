import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of a zip archive; `chunks` may be generated lazily so a 360 MB member never sits in memory. */
export interface ZipMember {
  name: string;
  chunks: Iterable<Buffer>;
}

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  compressed: Buffer;
  offset: number;
}

async function deflateMember(chunks: Iterable<Buffer>): Promise<{ crc: number; size: number; compressed: Buffer }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { crc, size, compressed: Buffer.concat(out) };
}

/** A zip archive (deflate, no zip64) written by hand: the container format of XLSX. */
export async function zipOf(members: ZipMember[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  const written: Written[] = [];
  let offset = 0;
  for (const member of members) {
    const name = Buffer.from(member.name, 'utf8');
    const { crc, size, compressed } = await deflateMember(member.chunks);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, compressed);
    written.push({ name, crc, size, compressed, offset });
    offset += local.length + name.length + compressed.length;
  }
  const directoryStart = offset;
  for (const w of written) {
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(w.crc, 16);
    central.writeUInt32LE(w.compressed.length, 20);
    central.writeUInt32LE(w.size, 24);
    central.writeUInt16LE(w.name.length, 28);
    central.writeUInt32LE(w.offset, 42);
    parts.push(central, w.name);
    offset += central.length + w.name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(offset - directoryStart, 12);
  end.writeUInt32LE(directoryStart, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

const text = (s: string) => [Buffer.from(s, 'utf8')];
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts around one worksheet that make a zip an XLSX workbook Excel and SheetJS open. */
export async function xlsxOfSheetXml(sheetXml: Iterable<Buffer>): Promise<Buffer> {
  return zipOf([
    {
      name: '[Content_Types].xml',
      chunks: text(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      chunks: text(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      chunks: text(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: text(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', chunks: sheetXml },
  ]);
}

/** A number cell without a position: SheetJS places it after the previous one. */
const REPEATED_CELL = '<c><v>1</v></c>';

/** Worksheet XML of `rows` rows of `columns` identical cells, generated a row block at a time. */
export function* repeatedCellsSheet(rows: number, columns: number): Generator<Buffer> {
  yield Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>`);
  const row = Buffer.from(`<row>${REPEATED_CELL.repeat(columns)}</row>`);
  const block = Buffer.concat(Array.from({ length: 64 }, () => row));
  for (let done = 0; done < rows; done += 64) yield rows - done >= 64 ? block : block.subarray(0, row.length * (rows - done));
  yield Buffer.from('</sheetData></worksheet>');
}

/**
 * A zip bomb shaped as a workbook: `cells` identical cells, `columns` per row (within the column
 * limit), so that only the decompressed size and the cell count give it away.
 */
export function xlsxBomb(cells: number, columns = 200): Promise<Buffer> {
  return xlsxOfSheetXml(repeatedCellsSheet(Math.ceil(cells / columns), columns));
}
