import { Migration } from '@mikro-orm/migrations';

/**
 * Plain viewing requests stored without their template (the demo seeds wrote English only, as did requests made
 * before templates existed) get the service's template from the names their metadata keeps, so a French landlord
 * reads them in French like every newer one. The stored English is left as it is.
 */
export class Migration20261203000000_viewing_request_templates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update notifications
      set template = jsonb_build_object(
        'title', 'New Viewing Request',
        'message', '{tenant} would like to view {listing}.',
        'values', jsonb_build_object('tenant', metadata->>'tenantName', 'listing', metadata->>'propertyTitle'))
      where type = 'viewing_request' and template is null
        and metadata->>'tenantName' is not null and metadata->>'propertyTitle' is not null;`);
  }

  override async down(): Promise<void> {
    // The templates it wrote cannot be told from the service's own: they stay (they say the same thing).
  }
}
