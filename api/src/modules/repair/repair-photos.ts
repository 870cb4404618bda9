import { isAdmin } from '../../common/actor.js';
import type { FileCitations } from '../upload/index.js';
import { repairSide } from './repair.policy.js';
import { partiesCitingPhoto, repairPhotoCitedSql } from './repair.queries.js';

/**
 * Photos of repair requests and their threads, as file access sees them (upload's FileCitations, wired by the root):
 * only the two parties of a request citing the bytes, and admins, may fetch them; to anyone else they do not exist.
 */
export const repairPhotoCitations: FileCitations = {
  citedBySql: repairPhotoCitedSql,
  async canDownload({ em, viewer }, cid) {
    if (viewer === null) return false;
    if (isAdmin(viewer)) return true;
    return (await partiesCitingPhoto(em, cid)).some((parties) => repairSide(viewer, parties) !== null);
  },
  hidden: true,
};
