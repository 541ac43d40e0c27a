/**
 * Named prepared statements on PGlite. Its query() always sends an unnamed statement, so the
 * server parses and plans the text every time; for a large hot query that planning costs more than
 * running it. SQL-level PREPARE keeps the plan in the session, and EXECUTE passes the values as
 * quoted literals (EXECUTE cannot take protocol parameters).
 */
interface PgliteLike {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(text: string): Promise<unknown>;
}

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A string constant of unknown type (the prepared statement's parameter type converts it), as PostgreSQL's quote_literal writes it. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (Array.isArray(value)) text = arrayText(value);
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  else text = String(value);
  if (text.includes('\0')) throw new Error('A NUL character cannot be sent to PostgreSQL');
  const quoted = text.replaceAll("'", "''");
  return text.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/** The text form of an array ('{"a","b"}'), every element quoted. */
function arrayText(values: readonly unknown[]): string {
  return `{${values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (Array.isArray(v)) return arrayText(v);
    return `"${String(v instanceof Date ? v.toISOString() : v).replace(/[\\"]/g, '\\$&')}"`;
  }).join(',')}}`;
}

/** Prepares `text` as `name` once per session (map shared by the session's handles), then executes it. */
export async function executePrepared<R>(client: PgliteLike, prepared: Map<string, string>, name: string, text: string, params: readonly unknown[]): Promise<R[]> {
  if (!NAME.test(name)) throw new Error(`Invalid prepared statement name: ${name}`);
  const known = prepared.get(name);
  if (known !== undefined && known !== text) throw new Error(`Prepared statement ${name} is already used for another text`);
  const execute = `EXECUTE ${name}${params.length ? `(${params.map(sqlLiteral).join(', ')})` : ''}`;
  const prepare = async () => {
    try {
      await client.exec(`PREPARE ${name} AS ${text}`);
    } catch (err) {
      // 42P05: a concurrent first call prepared it meanwhile.
      if ((err as { code?: string }).code !== '42P05') throw err;
    }
    prepared.set(name, text);
  };
  if (known === undefined) await prepare();
  try {
    return (await client.query<R>(execute)).rows;
  } catch (err) {
    // 26000: the session lost it (DEALLOCATE ALL, DISCARD ALL, a rolled-back PREPARE): once more.
    if ((err as { code?: string }).code !== '26000') throw err;
    await prepare();
    return (await client.query<R>(execute)).rows;
  }
}
