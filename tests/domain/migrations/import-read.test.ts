import { describe, expect, it } from 'vitest';
import { decodeUploadText, detectFormat, parseImportFile, type ColumnSpec } from '../../../src/domain/imports/index';

/*
 * The import reader as the migration upload (src/server/routes/migrations/upload.ts, pipeline.ts)
 * uses it: what a super admin sees for each kind of file — the rows read, their line numbers, and
 * the exact file or row errors the page shows.
 */

const COLS: ColumnSpec[] = [
  { name: 'CODE', required: true, hint: '' },
  { name: 'NAME', required: true, hint: '' },
  { name: 'NOTE', required: false, hint: '' },
];

const read = (text: string, fileName?: string, maxRows = 10) => parseImportFile(text, COLS, { fileName, maxRows });

function rowsOf(text: string, fileName?: string) {
  const out = read(text, fileName);
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out;
}

const errorsOf = (text: string, fileName?: string, maxRows = 10) => {
  const out = read(text, fileName, maxRows);
  return out.ok ? 'accepted' : out.errors;
};

describe('decodeUploadText', () => {
  it('keeps text without a byte-order mark whole, and the empty file empty', () => {
    expect(decodeUploadText(new TextEncoder().encode('CODE,NAME'))).toBe('CODE,NAME');
    expect(decodeUploadText(new Uint8Array([]))).toBe('');
  });

  it('refuses valid UTF-8 that holds a NUL byte (a binary file)', () => {
    expect(decodeUploadText(new Uint8Array([0x41, 0x00, 0x42]))).toBeNull();
  });

  it('drops only a leading byte-order mark, even one written twice', () => {
    expect(decodeUploadText(new TextEncoder().encode('A\uFEFFB'))).toBe('A\uFEFFB');
    // The decoder drops the first mark itself; a file saved twice with one keeps a second.
    expect(decodeUploadText(new Uint8Array([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
  });
});

describe('detectFormat', () => {
  it('trusts the file name first, in any case', () => {
    expect(detectFormat('CODE,NAME', 'rows.JSON')).toBe('json');
    expect(detectFormat('[{"CODE":"A"}]', 'rows.csv')).toBe('csv');
    expect(detectFormat('[{"CODE":"A"}]', 'rows.TXT')).toBe('csv');
    expect(detectFormat('[{"CODE":"A"}]', 'rows.tsv')).toBe('csv');
  });

  it('looks at the end of the name only', () => {
    expect(detectFormat('CODE,NAME', 'rows.json.csv')).toBe('csv');
    expect(detectFormat('[{"CODE":"A"}]', 'rows.csv.json')).toBe('json');
    expect(detectFormat('[{"CODE":"A"}]', 'rows.csv.bak')).toBe('json');
    expect(detectFormat('CODE,NAME', 'json')).toBe('csv');
  });

  it('otherwise sniffs the text: JSON when it starts with [ or { after blanks', () => {
    expect(detectFormat('[{"CODE":"A"}]')).toBe('json');
    expect(detectFormat('{"rows":[]}')).toBe('json');
    expect(detectFormat(' \n\t [1]')).toBe('json');
    expect(detectFormat('CODE,NAME\n[x],{y}')).toBe('csv');
    expect(detectFormat('CODE,NAME', 'export')).toBe('csv');
  });
});

describe('parseImportFile: the file as a whole', () => {
  it('answers the format, the normalised columns and the rows', () => {
    const out = rowsOf(' code , Name ,note\nA1,Shop,\n');
    expect(out.file).toEqual({ format: 'csv', columns: ['CODE', 'NAME', 'NOTE'], rows: [{ line: 2, values: { CODE: 'A1', NAME: 'Shop', NOTE: '' } }] });
    expect(out.rowErrors).toEqual([]);
    expect(rowsOf('[{"code":"A1","name":"Shop"}]').file.format).toBe('json');
  });

  it('drops a byte-order mark before the first column name, and only there', () => {
    expect(rowsOf('\uFEFFcode,NAME\nA1,Shop\n').file.columns).toEqual(['CODE', 'NAME']);
    expect(rowsOf('[{"\uFEFFcode":"A1","NAME":"Shop"}]').file.columns).toEqual(['CODE', 'NAME']);
    expect(errorsOf('CO\uFEFFDE,NAME\nA1,Shop\n')).toEqual([
      { field: '/columns/CO\uFEFFDE', reason: 'unknown column; expected: CODE, NAME, NOTE' },
      { field: '/columns/CODE', reason: 'required column is missing' },
    ]);
  });

  it('names each unknown column, with the expected ones, and an empty header cell as (empty)', () => {
    expect(errorsOf('CODE,NAME,,COLOUR\nA1,Shop,x,red\n')).toEqual([
      { field: '/columns/(empty)', reason: 'unknown column; expected: CODE, NAME, NOTE' },
      { field: '/columns/COLOUR', reason: 'unknown column; expected: CODE, NAME, NOTE' },
    ]);
  });

  it('names a column given twice once, and each missing required column', () => {
    expect(errorsOf('CODE,code,NOTE\nA1,A2,x\n')).toEqual([
      { field: '/columns/CODE', reason: 'appears twice' },
      { field: '/columns/NAME', reason: 'required column is missing' },
    ]);
    // An optional column may be left out.
    expect(rowsOf('CODE,NAME\nA1,Shop\n').file.columns).toEqual(['CODE', 'NAME']);
  });

  it('refuses a header with no data rows, but not a file whose rows were all refused', () => {
    expect(errorsOf('CODE,NAME\n')).toEqual([{ field: '/rows', reason: 'the file has no data rows' }]);
    expect(errorsOf('[]')).toEqual([
      { field: '/columns/CODE', reason: 'required column is missing' },
      { field: '/columns/NAME', reason: 'required column is missing' },
      { field: '/rows', reason: 'the file has no data rows' },
    ]);
    const refused = rowsOf('CODE,NAME\nA1\n');
    expect(refused.file.rows).toEqual([]);
    expect(refused.rowErrors).toEqual([{ line: 2, field: '', reason: 'has 1 values; the header has 2 columns', code: 'valueCount', params: { n: 1, columns: 2 } }]);
  });

  it('takes exactly the row limit, and refuses one more', () => {
    expect(read('CODE,NAME\nA1,a\nA2,b\n', undefined, 2).ok).toBe(true);
    expect(errorsOf('CODE,NAME\nA1,a\nA2,b\nA3,c\n', undefined, 2)).toEqual([{ field: '/rows', reason: 'has 3 rows; at most 2 in one file' }]);
  });
});

describe('parseImportFile: CSV', () => {
  it('calls a file of blanks, or of empty cells only, empty', () => {
    expect(errorsOf('')).toEqual([{ field: '/file', reason: 'is empty' }]);
    expect(errorsOf(' \n\t\n', 'x.csv')).toEqual([{ field: '/file', reason: 'is empty' }]);
    expect(errorsOf(',,\n , \n', 'x.csv')).toEqual([{ field: '/file', reason: 'is empty' }]);
  });

  it('skips blank lines before the header and counts them in the line numbers', () => {
    const out = rowsOf('\n,\nCODE,NAME\nA1,Shop\n');
    expect(out.file.rows).toEqual([{ line: 4, values: { CODE: 'A1', NAME: 'Shop' } }]);
  });

  it('refuses prose that is not a CSV header, but takes a single column name', () => {
    expect(errorsOf('hello world\nsecond line\n', 'x.csv')).toEqual([{ field: '/file', reason: 'is not a CSV file with a header row' }]);
    expect(errorsOf('CODE\nA1\n', 'x.csv')).toEqual([{ field: '/columns/NAME', reason: 'required column is missing' }]);
    expect(errorsOf('CO-DE\nA1\n', 'x.csv')).toEqual([{ field: '/file', reason: 'is not a CSV file with a header row' }]);
    expect(errorsOf('x CODE\nA1\n', 'x.csv')).toEqual([{ field: '/file', reason: 'is not a CSV file with a header row' }]);
    expect(errorsOf('CODE x\nA1\n', 'x.csv')).toEqual([{ field: '/file', reason: 'is not a CSV file with a header row' }]);
    // A header of two or more cells is read as columns (and then named if unknown), whatever the first says.
    expect(errorsOf('name x,CODE\nb,A1\n', 'x.csv')).toEqual([
      { field: '/columns/NAME X', reason: 'unknown column; expected: CODE, NAME, NOTE' },
      { field: '/columns/NAME', reason: 'required column is missing' },
    ]);
    expect(errorsOf('CODE,NAME x\nA1,b\n', 'x.csv')).toEqual([
      { field: '/columns/NAME X', reason: 'unknown column; expected: CODE, NAME, NOTE' },
      { field: '/columns/NAME', reason: 'required column is missing' },
    ]);
  });

  it('reports a quote that is never closed on the line it opens, with its code', () => {
    const out = rowsOf('CODE,NAME\nA1,Shop\nA2,"Shop B\n');
    // The open row is read too (the pipeline drops refused lines from the good ones: withParseErrors).
    expect(out.file.rows.map((r) => r.line)).toEqual([2, 3]);
    expect(out.rowErrors).toEqual([{ line: 3, field: '', reason: 'a quoted value is not closed', code: 'openQuote' }]);
  });

  it('reports a stray quote inside a closed value by its value count, not as an open quote', () => {
    const out = rowsOf('CODE,NAME\nA1,"Sh"op",b\nA2,c\n');
    expect(out.rowErrors).toEqual([{ line: 2, field: '', reason: 'has 3 values; the header has 2 columns', code: 'valueCount', params: { n: 3, columns: 2 } }]);
    expect(out.file.rows).toEqual([{ line: 3, values: { CODE: 'A2', NAME: 'c' } }]);
  });

  it('counts every line break inside quoted values of one record', () => {
    const out = rowsOf('CODE,NAME,NOTE\nA1,"a\nb\nc","d\ne"\nA2,x,y\n');
    expect(out.file.rows.map((r) => r.line)).toEqual([2, 6]);
  });

  it('reports too many values as well as too few', () => {
    const out = rowsOf('CODE,NAME\nA1,Shop,extra\nA2,ok\n');
    expect(out.file.rows).toEqual([{ line: 3, values: { CODE: 'A2', NAME: 'ok' } }]);
    expect(out.rowErrors).toEqual([{ line: 2, field: '', reason: 'has 3 values; the header has 2 columns', code: 'valueCount', params: { n: 3, columns: 2 } }]);
  });
});

describe('parseImportFile: JSON', () => {
  it('names what JSON.parse could not read', () => {
    const errors = errorsOf('[{"CODE":', 'x.json');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toEqual({ field: '/file', reason: expect.stringMatching(/^is not valid JSON \(.+\)$/) });
  });

  it('takes an object with a rows array', () => {
    const out = rowsOf('{"rows":[{"CODE":"A1","NAME":"Shop"}]}');
    expect(out.file.rows).toEqual([{ line: 1, values: { CODE: 'A1', NAME: 'Shop' } }]);
  });

  it('refuses JSON that is neither an array nor an object with a rows array', () => {
    const refusal = [{ field: '/file', reason: 'must be a JSON array of rows or an object with a "rows" array' }];
    expect(errorsOf('null', 'x.json')).toEqual(refusal);
    expect(errorsOf('5', 'x.json')).toEqual(refusal);
    expect(errorsOf('"rows"', 'x.json')).toEqual(refusal);
    expect(errorsOf('{"items":[]}', 'x.json')).toEqual(refusal);
    expect(errorsOf('{"rows":{"CODE":"A1"}}', 'x.json')).toEqual(refusal);
  });

  it('refuses items that are not objects, by item number, and keeps the rest', () => {
    const out = rowsOf('[null, 3, "A1", ["A1","Shop"], {"CODE":"A2","NAME":"Shop"}]');
    expect(out.rowErrors).toEqual([1, 2, 3, 4].map((line) => ({ line, field: '', reason: 'must be an object', code: 'notObject' })));
    expect(out.file.rows).toEqual([{ line: 5, values: { CODE: 'A2', NAME: 'Shop' } }]);
  });

  it('reads null as empty, numbers and yes/no as text, and a list of text or numbers as a comma list', () => {
    const wide: ColumnSpec[] = [...COLS, ...['X', 'Y', 'Z'].map((name) => ({ name, required: false, hint: '' }))];
    const out = parseImportFile('[{"CODE":7,"NAME":"Shop","NOTE":null,"X":false,"Y":["a",2],"Z":true}]', wide, { maxRows: 10 });
    if (!out.ok) throw new Error(JSON.stringify(out.errors));
    expect(out.file.rows[0].values).toEqual({ CODE: '7', NAME: 'Shop', NOTE: '', X: 'false', Y: 'a,2', Z: 'true' });
  });

  it('refuses a nested object or a list holding anything else, naming the column, and drops that row', () => {
    const out = rowsOf('[{"CODE":"A1","NAME":{"th":"x"}},{"CODE":"A2","NAME":"ok","NOTE":[1,null]},{"CODE":"A3","NAME":"ok","NOTE":[true]},{"CODE":"A4","NAME":"fine"}]');
    expect(out.rowErrors).toEqual([
      { line: 1, field: 'NAME', reason: 'must be text or a number', code: 'notText' },
      { line: 2, field: 'NOTE', reason: 'must be text or a number', code: 'notText' },
      { line: 3, field: 'NOTE', reason: 'must be text or a number', code: 'notText' },
    ]);
    expect(out.file.rows).toEqual([{ line: 4, values: { CODE: 'A4', NAME: 'fine' } }]);
  });

  it('gathers the columns of every item, so an unknown key in a later item is named', () => {
    expect(errorsOf('[{"CODE":"A1","NAME":"x"},{"CODE":"A2","NAME":"y","colour":"red"}]')).toEqual([
      { field: '/columns/COLOUR', reason: 'unknown column; expected: CODE, NAME, NOTE' },
    ]);
    expect(rowsOf('[{"code":"A1"},{"NAME":"y"}]').file.columns).toEqual(['CODE', 'NAME']);
  });
});
