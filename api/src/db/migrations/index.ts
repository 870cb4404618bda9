import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_initial } from './Migration20261122000000_initial.js';
import { Migration20261122000100_auth_rate_limits } from './Migration20261122000100_auth_rate_limits.js';
import { Migration20261122010000_files } from './Migration20261122010000_files.js';
import { Migration20261124000000_browse_sort } from './Migration20261124000000_browse_sort.js';
import { Migration20261124000100_api_token_scope } from './Migration20261124000100_api_token_scope.js';
import { Migration20261124100000_lease_invitations } from './Migration20261124100000_lease_invitations.js';
import { Migration20261124110000_request_rate_limits } from './Migration20261124110000_request_rate_limits.js';
import { Migration20261124120000_trust_and_safety } from './Migration20261124120000_trust_and_safety.js';
import { Migration20261125000000_single_use_tokens } from './Migration20261125000000_single_use_tokens.js';
import { Migration20261125000100_contract_document_once } from './Migration20261125000100_contract_document_once.js';
import { Migration20261125100000_listing_french_text } from './Migration20261125100000_listing_french_text.js';
import { Migration20261126000000_preferred_language } from './Migration20261126000000_preferred_language.js';
import { Migration20261127000000_listing_location } from './Migration20261127000000_listing_location.js';
import { Migration20261127050000_notification_template } from './Migration20261127050000_notification_template.js';
import { Migration20261127100000_search_bbox } from './Migration20261127100000_search_bbox.js';
import { Migration20261127110000_search_text } from './Migration20261127110000_search_text.js';
import { Migration20261127120000_search_indexes } from './Migration20261127120000_search_indexes.js';
import { Migration20261127200000_listing_points } from './Migration20261127200000_listing_points.js';
import { Migration20261127300000_job_queue } from './Migration20261127300000_job_queue.js';
import { Migration20261127300100_saved_searches } from './Migration20261127300100_saved_searches.js';
import { Migration20261128100000_viewings } from './Migration20261128100000_viewings.js';

/** Checked-in migrations in order; append new ones here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122000100_auth_rate_limits', class: Migration20261122000100_auth_rate_limits },
  { name: 'Migration20261122010000_files', class: Migration20261122010000_files },
  { name: 'Migration20261124000000_browse_sort', class: Migration20261124000000_browse_sort },
  { name: 'Migration20261124000100_api_token_scope', class: Migration20261124000100_api_token_scope },
  { name: 'Migration20261124100000_lease_invitations', class: Migration20261124100000_lease_invitations },
  { name: 'Migration20261124110000_request_rate_limits', class: Migration20261124110000_request_rate_limits },
  { name: 'Migration20261124120000_trust_and_safety', class: Migration20261124120000_trust_and_safety },
  { name: 'Migration20261125000000_single_use_tokens', class: Migration20261125000000_single_use_tokens },
  { name: 'Migration20261125000100_contract_document_once', class: Migration20261125000100_contract_document_once },
  { name: 'Migration20261125100000_listing_french_text', class: Migration20261125100000_listing_french_text },
  { name: 'Migration20261126000000_preferred_language', class: Migration20261126000000_preferred_language },
  { name: 'Migration20261127000000_listing_location', class: Migration20261127000000_listing_location },
  { name: 'Migration20261127050000_notification_template', class: Migration20261127050000_notification_template },
  { name: 'Migration20261127100000_search_bbox', class: Migration20261127100000_search_bbox },
  { name: 'Migration20261127110000_search_text', class: Migration20261127110000_search_text },
  { name: 'Migration20261127120000_search_indexes', class: Migration20261127120000_search_indexes },
  { name: 'Migration20261127200000_listing_points', class: Migration20261127200000_listing_points },
  { name: 'Migration20261127300000_job_queue', class: Migration20261127300000_job_queue },
  { name: 'Migration20261127300100_saved_searches', class: Migration20261127300100_saved_searches },
  { name: 'Migration20261128100000_viewings', class: Migration20261128100000_viewings },
];
