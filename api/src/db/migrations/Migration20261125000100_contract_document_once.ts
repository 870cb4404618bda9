import { Migration } from '@mikro-orm/migrations';

/**
 * A lease's contract was stored twice: as the leases.contract_document JSON and as its documents row (which the
 * download rules read). The row keeps it, with the size the JSON alone had; leases read it through document_id.
 * A contract's document row goes only with its property, and the property's leases with it, so every JSON has its row.
 */
export class Migration20261125000100_contract_document_once extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table documents add column size integer check (size > 0);`);
    this.addSql(`update documents d set size = (l.contract_document->>'size')::integer
      from leases l where l.document_id = d.id and l.contract_document is not null;`);
    this.addSql(`alter table leases drop column contract_document;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table leases add column contract_document jsonb;`);
    this.addSql(`update leases l set contract_document = jsonb_build_object('name', d.name, 'type', d.type, 'ipfsHash', d.ipfs_hash, 'size', d.size)
      from documents d where d.id = l.document_id;`);
    this.addSql(`alter table documents drop column size;`);
  }
}
