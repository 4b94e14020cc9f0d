import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/**
 * A fixed statement as a named prepared statement on PGlite (decision 017): parsed and
 * described once per database, then each run is one Bind/Describe/Execute/Sync round through
 * the WebAssembly PostgreSQL, planned from the plan cache. PGlite's own `query(text, params)`
 * parses, describes and plans the text on every call, which for the ledger's and the rounds'
 * CTE statements is about two thirds of their cost. Values are serialized and rows parsed by
 * the client's own serializers and parsers, so a result is what `query` would answer; the run
 * holds the same mutexes as `query`, so it never interleaves with a query or a transaction.
 */
interface Prepared {
  paramTypes: number[];
}

const preparedBy = new WeakMap<PGlite, Map<string, Prepared>>();
const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

export function isPglite(client: unknown): client is PGlite {
  return typeof (client as { execProtocol?: unknown }).execProtocol === 'function';
}

export function runPrepared<T>(
  client: PGlite,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<T[]> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let statements = preparedBy.get(client);
      if (!statements) {
        statements = new Map();
        preparedBy.set(client, statements);
      }
      let statement = statements.get(name);
      if (!statement) {
        const { messages } = await client.execProtocol(
          concat([
            serialize.parse({ name, text }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        statement = { paramTypes: parse.parseDescribeStatementResults(messages) };
        statements.set(name, statement);
      }
      const { paramTypes } = statement;
      const params = values.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        concat([
          serialize.bind({ statement: name, values: params }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!client.isInTransaction()) await client.syncToFs();
      return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[];
    }),
  );
}
