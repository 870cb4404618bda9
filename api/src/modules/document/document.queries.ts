import type { SqlQuery } from '../../common/sql.js';

/** True when some document cites the content id `cid`, for the file gateway. */
export const citedByDocumentSql = (cid: string): SqlQuery => ({ sql: 'exists (select 1 from documents where ipfs_hash = ?)', params: [cid] });

/** The document `documentIdColumn` as the contractDocument object of docs/product.md#entities (`{ name, type, ipfsHash, size }`), or null. */
export const contractDocumentJsonSql = (documentIdColumn: string): string =>
  `(select json_build_object('name', d.name, 'type', d.type, 'ipfsHash', d.ipfs_hash, 'size', d.size) from documents d where d.id = ${documentIdColumn})`;
