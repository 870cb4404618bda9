// The single-use-token module's face: what other modules and the composition root may use of it.

export {
  type LoginTokenPurpose,
  SingleUseToken,
  UPLOAD_TOKEN_PURPOSES,
  type UploadTokenPurpose,
} from './single-use-token.entity.js';
export { consumeToken, countOpenTokens, findToken, issueToken } from './single-use-token.service.js';
